/**
 * One cluster for the detail page: cluster/list narrowed to its id (the contract has no single-cluster read), among
 * the user's own clusters first and then among the clusters shared with them. Refreshes while it changes state.
 */
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import type { Cluster } from '@/api/generated/model/cluster';
import type { ClusterStatus } from '@/api/generated/model/clusterStatus';
import type { ListClustersParams } from '@/api/generated/model/listClustersParams';
import { useFeature } from '@/shared/session/session-context';
import { isChanging, TRANSITION_REFRESH_MS } from '../use-cluster-list';
import { whileOffline } from '@/shared/live/live-state';

/** Every status: the detail page shows a cluster whatever its state, deregistered ones included. */
const EVERY_STATUS: ClusterStatus[] = [
  'pending',
  'active',
  'stopped',
  'suspended',
  'ceased',
  'terminated',
  'deleted',
  'creating',
  'starting',
  'stopping',
  'restarting',
  'resizing',
  'updating',
  'resuming',
  'suspending',
  'deleting',
];

export interface ClusterResult {
  cluster: Cluster | undefined;
  isPending: boolean;
  /** Both reads answered and neither knows the id. */
  notFound: boolean;
  error: unknown;
  refetch(): void;
}

export function useCluster(clusterId: string): ClusterResult {
  const sharedOn = useFeature('shared_cluster');
  const params: ListClustersParams = { cluster_id: [clusterId], status: EVERY_STATUS, limit: 10, offset: 0, verbose: 1 };
  const refetchInterval = (query: { state: { data?: { cluster_set: Cluster[] } } }) =>
    whileOffline(query.state.data?.cluster_set.some(isChanging) ? TRANSITION_REFRESH_MS : false);
  const own = useListClusters(params, { query: { refetchInterval } });
  const ownCluster = own.data?.cluster_set.find((item) => item.cluster_id === clusterId);
  const lookShared = sharedOn && own.isSuccess && !ownCluster;
  const shared = useListClusters({ ...params, shared_status: 'shared' }, { query: { enabled: lookShared, refetchInterval } });
  const sharedCluster = shared.data?.cluster_set.find((item) => item.cluster_id === clusterId);
  const cluster = ownCluster ?? sharedCluster;
  return {
    cluster,
    isPending: own.isPending || (lookShared && shared.isPending),
    notFound: !cluster && own.isSuccess && (!lookShared || shared.isSuccess),
    error: own.error ?? shared.error ?? null,
    refetch: () => {
      void own.refetch();
      if (lookShared) void shared.refetch();
    },
  };
}
