/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { Count } from './count';
import type { SharedClusterStatsJobs } from './sharedClusterStatsJobs';
import type { SharedClusterStatsNodes } from './sharedClusterStatsNodes';

/**
 * Statistics of one cluster the owner shares: its shared members, their jobs and the cluster's nodes (updated every 5 minutes).
 */
export interface SharedClusterStats {
  cluster_id: ClusterId;
  cluster_name?: Name;
  shared_user_count: Count;
  /** Jobs of the shared members on the cluster. */
  jobs: SharedClusterStatsJobs;
  /** Compute nodes of the cluster. */
  nodes: SharedClusterStatsNodes;
}
