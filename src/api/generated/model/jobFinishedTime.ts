/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * null until the job has ended.
 */
export type JobFinishedTime = string | null;
