/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 0 PayForUsed, 1 Reserved.
 */
export type PaidType = typeof PaidType[keyof typeof PaidType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PaidType = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
