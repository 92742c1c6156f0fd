/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type AutoRenewal = typeof AutoRenewal[keyof typeof AutoRenewal];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AutoRenewal = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
