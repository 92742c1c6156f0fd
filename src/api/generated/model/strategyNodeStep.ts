/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Compute nodes added or removed by one run.
 * @minimum 1
 * @maximum 99
 */
export type StrategyNodeStep = number;
