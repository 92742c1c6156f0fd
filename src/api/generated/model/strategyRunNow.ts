/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1 checks the condition once as soon as the policy is saved, 0 waits for the first period.
 */
export type StrategyRunNow = typeof StrategyRunNow[keyof typeof StrategyRunNow];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StrategyRunNow = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
