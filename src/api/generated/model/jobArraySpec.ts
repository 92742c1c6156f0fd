/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The task indices of a job array in Slurm's syntax (ADR 0061): indices, ranges and stepped ranges separated by commas (0-99, 1,3,5-7, 0-15:4), then optionally %N to run at most N tasks at once. Indices run from 0 to x-max-index, at most x-max-tasks tasks; a range may not run backwards and no step or limit is 0 (the gateway refuses these by the field).
 * @minLength 1
 * @maxLength 200
 * @pattern ^[0-9]{1,6}(-[0-9]{1,6}(:[0-9]{1,6})?)?(,[0-9]{1,6}(-[0-9]{1,6}(:[0-9]{1,6})?)?)*(%[0-9]{1,6})?$
 */
export type JobArraySpec = string;
