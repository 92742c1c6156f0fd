/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1 sorts descending (default), 0 ascending.
 */
export type ReverseParameter = typeof ReverseParameter[keyof typeof ReverseParameter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReverseParameter = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
