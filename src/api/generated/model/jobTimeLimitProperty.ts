/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Wall-time limit in minutes; null when unlimited (the queue's limit applies).
 * @minimum 1
 */
export type JobTimeLimitProperty = number | null;
