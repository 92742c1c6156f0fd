/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Job priority 1-10.
 * @minimum 1
 * @maximum 10
 */
export type Priority = number;
