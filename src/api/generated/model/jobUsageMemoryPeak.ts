/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The largest resident memory of one of its tasks, in MiB; null when not measured.
 * @minimum 0
 */
export type JobUsageMemoryPeak = number | null;
