/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Cores of a job: up to 100 nodes of 56 cores (1 on HPC by default).
 * @minimum 1
 * @maximum 5600
 */
export type JobCores = number;
