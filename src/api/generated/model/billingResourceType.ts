/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type BillingResourceType = typeof BillingResourceType[keyof typeof BillingResourceType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BillingResourceType = {
  node: 'node',
  queue: 'queue',
  storage: 'storage',
} as const;
