/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * hour for a PayForUsed price, month for a Reserved one.
 */
export type CostUnit = typeof CostUnit[keyof typeof CostUnit];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CostUnit = {
  hour: 'hour',
  month: 'month',
} as const;
