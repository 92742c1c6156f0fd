/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * hour for PayForUsed (duration 0), month for Reserved.
 */
export type ClusterPriceUnit = typeof ClusterPriceUnit[keyof typeof ClusterPriceUnit];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClusterPriceUnit = {
  hour: 'hour',
  month: 'month',
} as const;
