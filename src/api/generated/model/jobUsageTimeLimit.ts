/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The time limit that applied, in minutes: the job's own, else its queue's; null when none.
 * @minimum 1
 */
export type JobUsageTimeLimit = number | null;
