/**
 * The signed-in actor's rights on a folder's files (fileRights); for a sub-user, the clusters it sees are read first
 * (cluster all-list, 100, as useNasRights; the same cached answer) to know which let it change files.
 */
import { useMemo } from 'react';
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import { isSubUser, useSession } from '@/shared/session/session-context';
import { fileRights, type FileRights } from './file-rights';

/** Section 9: cluster all-list 100. */
const CLUSTER_ALL = 100;

/** `writable`: the folder listing's answer (undefined while it is read). */
export function useFileRights(prefix: string, clusterIds: readonly string[] | undefined, writable?: boolean): FileRights {
  const { user } = useSession();
  const sub = isSubUser(user);
  const clusters = useListClusters({ limit: CLUSTER_ALL, verbose: 1 }, { query: { enabled: sub, staleTime: 30_000 } });
  const seen = sub ? clusters.data?.cluster_set : undefined;
  return useMemo(() => fileRights(user, prefix, clusterIds, seen, writable), [user, prefix, clusterIds, seen, writable]);
}
