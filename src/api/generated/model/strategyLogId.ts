/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of one run of an auto-scale policy.
 * @pattern ^ehpcstl-[a-z0-9]{4,16}$
 */
export type StrategyLogId = string;
