/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Count } from './count';

/**
 * Counts of the jobs matching the query's filters other than status, for the status tabs.
 */
export interface JobCounts {
  /** Running jobs. */
  nrun: Count;
  /** Pending jobs. */
  npend: Count;
  /** Stopped jobs. */
  nstop: Count;
}
