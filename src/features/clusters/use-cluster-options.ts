/**
 * The clusters a user can pick on the per-cluster pages (nodes, queues, users, …): their own clusters and, with
 * shared clusters on, the ones shared with them; cluster all-list limit 100 (section 9), newest first. Clusters
 * that are gone (ceased, terminated, deleted) are left out.
 */
import { useMemo } from 'react';
import { useListClusters } from '../../api/generated/endpoints/clusters/clusters';
import type { Cluster } from '../../api/generated/model/cluster';
import { useFeature } from '../../shared/session/session-context';
import { DEFAULT_CLUSTER_STATUSES } from './use-cluster-list';

/** Cluster all-list limit (section 9). */
export const CLUSTER_ALL_LIMIT = 100;

export interface ClusterOptions {
  clusters: Cluster[];
  isPending: boolean;
  error: unknown;
  refetch(): void;
}

export function useClusterOptions(): ClusterOptions {
  const sharedOn = useFeature('shared_cluster');
  const base = { status: DEFAULT_CLUSTER_STATUSES, sort_key: 'create_time', reverse: 1, limit: CLUSTER_ALL_LIMIT, offset: 0 } as const;
  const own = useListClusters(base, { query: { staleTime: 30_000 } });
  const shared = useListClusters({ ...base, shared_status: 'shared' }, { query: { enabled: sharedOn, staleTime: 30_000 } });
  const clusters = useMemo(() => {
    const seen = new Set<string>();
    const merged: Cluster[] = [];
    for (const cluster of [...(own.data?.cluster_set ?? []), ...(shared.data?.cluster_set ?? [])]) {
      if (seen.has(cluster.cluster_id)) continue;
      seen.add(cluster.cluster_id);
      merged.push(cluster);
    }
    return merged;
  }, [own.data, shared.data]);
  return {
    clusters,
    isPending: own.isPending || (sharedOn && shared.isPending),
    error: own.error ?? shared.error ?? null,
    refetch: () => {
      void own.refetch();
      if (sharedOn) void shared.refetch();
    },
  };
}
