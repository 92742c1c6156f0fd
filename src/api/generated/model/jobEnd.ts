/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * How a job ended: finished (exit code 0), failed (a non-zero exit code), timed_out (its time limit), out_of_memory (killed for memory), cancelled (by the scheduler, or deleted while it ran), stopped (by its user; it may be resumed), unknown (it ended while the console was not following it).
 */
export type JobEnd = typeof JobEnd[keyof typeof JobEnd];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const JobEnd = {
  finished: 'finished',
  failed: 'failed',
  timed_out: 'timed_out',
  out_of_memory: 'out_of_memory',
  cancelled: 'cancelled',
  stopped: 'stopped',
  unknown: 'unknown',
} as const;
