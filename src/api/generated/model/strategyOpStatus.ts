/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type StrategyOpStatus = typeof StrategyOpStatus[keyof typeof StrategyOpStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StrategyOpStatus = {
  successful: 'successful',
  failed: 'failed',
  running: 'running',
  skipped: 'skipped',
} as const;
