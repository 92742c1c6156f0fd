/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type StrategyOpType = typeof StrategyOpType[keyof typeof StrategyOpType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StrategyOpType = {
  expand: 'expand',
  shrink: 'shrink',
} as const;
