/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type VerboseParameter = typeof VerboseParameter[keyof typeof VerboseParameter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VerboseParameter = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
