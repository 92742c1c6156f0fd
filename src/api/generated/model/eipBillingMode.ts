/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Billed by bandwidth or by traffic.
 */
export type EipBillingMode = typeof EipBillingMode[keyof typeof EipBillingMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EipBillingMode = {
  bandwidth: 'bandwidth',
  traffic: 'traffic',
} as const;
