/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * cpu_time over cores × run time; null when it ran no whole second.
 * @minimum 0
 */
export type JobUsageCpuEfficiency = number | null;
