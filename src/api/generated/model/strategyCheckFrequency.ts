/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Minutes between two checks of the condition (1 minute to 1 day).
 * @minimum 1
 * @maximum 1440
 */
export type StrategyCheckFrequency = number;
