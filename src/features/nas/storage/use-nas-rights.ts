/**
 * The signed-in actor's NAS rights (nasRights); for a sub-user, the clusters it sees are read first (cluster
 * all-list, 100) to know which are its own.
 */
import { useMemo } from 'react';
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import { useSession, isSubUser } from '@/shared/session/session-context';
import { nasRights, type NasRights } from './nas-rights';

/** Section 9: cluster all-list 100. */
const CLUSTER_ALL = 100;

export function useNasRights(): NasRights {
  const { user } = useSession();
  const sub = isSubUser(user);
  const clusters = useListClusters({ limit: CLUSTER_ALL, verbose: 1 }, { query: { enabled: sub, staleTime: 30_000 } });
  const seen = sub ? clusters.data?.cluster_set : undefined;
  return useMemo(() => nasRights(user, seen), [user, seen]);
}
