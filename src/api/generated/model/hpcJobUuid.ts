/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The console's id of a compute job.
 * @pattern ^hpcjob-[a-z0-9]{6,16}$
 */
export type HpcJobUuid = string;
