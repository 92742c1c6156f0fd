/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedClusterStats } from './sharedClusterStats';
import type { Count } from './count';

export type ListSharedClustersResponseAllOf = {
  shared_cluster_set: SharedClusterStats[];
  total_count: Count;
};
