/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type Verbose = typeof Verbose[keyof typeof Verbose];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Verbose = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
