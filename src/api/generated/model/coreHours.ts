/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Allocated core-hours of a cluster user: a positive integer, at least 5.
 * @minimum 5
 * @maximum 100000
 */
export type CoreHours = number;
