/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of an auto-scale policy.
 * @pattern ^ehpcst-[a-z0-9]{4,16}$
 */
export type StrategyId = string;
