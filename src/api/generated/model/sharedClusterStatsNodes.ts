/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Count } from './count';

/**
 * Compute nodes of the cluster.
 */
export type SharedClusterStatsNodes = {
  idle_count: Count;
  total_count: Count;
};
