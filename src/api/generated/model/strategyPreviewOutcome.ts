/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * expand or shrink: the check would add or remove nodes; none: its condition does not hold; skip: a limit or the cooldown holds it.
 */
export type StrategyPreviewOutcome = typeof StrategyPreviewOutcome[keyof typeof StrategyPreviewOutcome];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StrategyPreviewOutcome = {
  expand: 'expand',
  shrink: 'shrink',
  none: 'none',
  skip: 'skip',
} as const;
