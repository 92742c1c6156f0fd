/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Memory per node of a job in MiB, up to 1048576 (1 TiB); the scheduler's default when absent.
 * @minimum 1
 * @maximum 1048576
 */
export type JobMemory = number;
