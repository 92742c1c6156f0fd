/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A command line run by the scheduler in the job's working directory.
 * @minLength 1
 * @maxLength 4096
 */
export type JobCommand = string;
