/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type PaidTypeName = typeof PaidTypeName[keyof typeof PaidTypeName];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PaidTypeName = {
  PayForUsed: 'PayForUsed',
  Reserved: 'Reserved',
} as const;
