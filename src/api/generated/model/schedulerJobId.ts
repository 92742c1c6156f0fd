/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The scheduler's id of a compute job (e.g. the Slurm job id): 1-20 digits; a task of a job array is <array>_<index> as Slurm writes it (ADR 0061).
 * @pattern ^[0-9]{1,20}(_[0-9]{1,6})?$
 */
export type SchedulerJobId = string;
