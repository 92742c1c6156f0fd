/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Count } from './count';

/**
 * Jobs of the shared members on the cluster.
 */
export type SharedClusterStatsJobs = {
  pending_count: Count;
  running_count: Count;
  running_cpu_core_count: Count;
};
