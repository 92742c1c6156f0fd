/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The tasks of a job array by status (ADR 0061); total counts them all but deleted ones.
 */
export interface JobArrayCounts {
  /** @minimum 0 */
  total: number;
  /** @minimum 0 */
  pending: number;
  /** @minimum 0 */
  running: number;
  /** @minimum 0 */
  finished: number;
  /** @minimum 0 */
  exited: number;
  /** @minimum 0 */
  stopped: number;
  /** @minimum 0 */
  cancelled: number;
  /** @minimum 0 */
  unknown: number;
}
