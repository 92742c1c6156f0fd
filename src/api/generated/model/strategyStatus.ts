/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type StrategyStatus = typeof StrategyStatus[keyof typeof StrategyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StrategyStatus = {
  Running: 'Running',
  Enabling: 'Enabling',
  Disabled: 'Disabled',
} as const;
