/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Shrink condition: idle compute nodes kept in the queue; the policy removes idle nodes beyond this number.
 * @minimum 0
 * @maximum 99
 */
export type StrategyReservedIdleNodes = number;
