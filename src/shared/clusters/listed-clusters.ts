/**
 * The clusters a user can pick wherever a page works on one cluster (nodes, queues, users, the monitors, …): the
 * clusters the cluster list lists for the same user, i.e. its own clusters and, with shared clusters on, the ones
 * shared with it, in the list's default statuses (gone clusters, ceased, terminated or deleted, are left out);
 * cluster all-list limit 100 (section 9), newest first. One rule, so that a picker never offers a cluster the list
 * does not show.
 */
import { useMemo } from 'react';
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import type { Cluster } from '@/api/generated/model/cluster';
import type { ClusterStatus } from '@/api/generated/model/clusterStatus';
import { useFeature } from '@/shared/session/session-context';

/** The statuses the cluster list shows unless the user filters (pending, active, stopped, suspended). */
export const LISTED_CLUSTER_STATUSES: ClusterStatus[] = ['pending', 'active', 'stopped', 'suspended'];

/** Cluster all-list limit (section 9). */
export const CLUSTER_ALL_LIMIT = 100;

export interface ListedClusters {
  clusters: Cluster[];
  isPending: boolean;
  error: unknown;
  refetch(): void;
}

export function useListedClusters(): ListedClusters {
  const sharedOn = useFeature('shared_cluster');
  const base = { status: LISTED_CLUSTER_STATUSES, sort_key: 'create_time', reverse: 1, limit: CLUSTER_ALL_LIMIT, offset: 0 } as const;
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
