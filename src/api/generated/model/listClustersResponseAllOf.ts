/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Cluster } from './cluster';
import type { Count } from './count';
import type { ClusterType } from './clusterType';

export type ListClustersResponseAllOf = {
  cluster_set: Cluster[];
  total_count: Count;
  /** The cluster type the answer is for; the console discards an answer whose type differs from its query's. */
  cluster_type?: ClusterType;
};
