/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The last run of the policy; null before its first run.
 */
export type StrategyLastExecTime = string | null;
