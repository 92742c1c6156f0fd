/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Expand condition: the policy expands when the queue's pending jobs ask for at least this many cores.
 * @minimum 1
 * @maximum 100000
 */
export type StrategyQueuedCores = number;
