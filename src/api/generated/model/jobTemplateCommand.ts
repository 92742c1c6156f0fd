/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A command line run by the scheduler in the job's working directory (submit_type command).
 * @minLength 1
 * @maxLength 4096
 */
export type JobTemplateCommand = string;
