/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Run time over time_limit; null without a limit.
 * @minimum 0
 */
export type JobUsageTimeEfficiency = number | null;
