/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { ClusterType } from './clusterType';
import type { ClusterStatus } from './clusterStatus';
import type { Scheduler } from './scheduler';

/**
 * The job's cluster, for the cluster and queue tab.
 */
export type JobDetailResponseAllOfCluster = {
  cluster_id: ClusterId;
  cluster_name: Name;
  cluster_type: ClusterType;
  status: ClusterStatus;
  scheduler?: Scheduler;
  nas_shared_path?: string;
};
