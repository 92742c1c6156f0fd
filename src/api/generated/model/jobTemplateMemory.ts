/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Memory per node in MiB; the scheduler's default when absent.
 * @minimum 1
 * @maximum 1048576
 */
export type JobTemplateMemory = number;
