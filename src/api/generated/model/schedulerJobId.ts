/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The scheduler's id of a compute job (e.g. the Slurm job id): 1-20 digits.
 * @pattern ^[0-9]{1,20}$
 */
export type SchedulerJobId = string;
