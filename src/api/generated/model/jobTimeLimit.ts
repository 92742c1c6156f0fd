/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Wall-time limit of a job in minutes (shown in hours), up to 43200 (30 days); the queue's limit when absent.
 * @minimum 1
 * @maximum 43200
 */
export type JobTimeLimit = number;
