/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SlurmCluster } from './slurmCluster';
import type { Count } from './count';

export type ListSlurmClustersResponseAllOf = {
  slurm_cluster_set: SlurmCluster[];
  total_count: Count;
};
