/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Compute nodes the queue may reach by expanding. Auto-scale cluster max 99 nodes.
 * @minimum 1
 * @maximum 99
 */
export type StrategyMaxNodes = number;
