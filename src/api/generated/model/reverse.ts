/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1 sorts descending (default), 0 ascending.
 */
export type Reverse = typeof Reverse[keyof typeof Reverse];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Reverse = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
