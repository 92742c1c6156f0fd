/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Only on_sale SKUs are offered.
 */
export type SkuStatus = typeof SkuStatus[keyof typeof SkuStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SkuStatus = {
  on_sale: 'on_sale',
  off_sale: 'off_sale',
} as const;
