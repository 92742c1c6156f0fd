/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Minutes added to the job's current time limit; the new limit may not pass the queue's maximum (JobTimeLimit's maximum unless the scheduler's partition has a lower one).
 * @minimum 1
 * @maximum 43200
 */
export type ExtraMinutes = number;
