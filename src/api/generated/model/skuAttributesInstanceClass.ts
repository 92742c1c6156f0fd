/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type SkuAttributesInstanceClass = typeof SkuAttributesInstanceClass[keyof typeof SkuAttributesInstanceClass];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SkuAttributesInstanceClass = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_101: 101,
  NUMBER_201: 201,
  NUMBER_202: 202,
} as const;
