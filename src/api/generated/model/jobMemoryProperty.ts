/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Memory per node in MiB; null when the job did not ask (the scheduler's default).
 * @minimum 1
 */
export type JobMemoryProperty = number | null;
