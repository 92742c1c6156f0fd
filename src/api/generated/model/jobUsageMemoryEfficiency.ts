/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * memory_peak over memory_had; null when either is not known.
 * @minimum 0
 */
export type JobUsageMemoryEfficiency = number | null;
