/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Instance class of a node's product SKU: 0, 1, 2, 101, 201 or 202.
 */
export type InstanceClass = typeof InstanceClass[keyof typeof InstanceClass];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InstanceClass = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_101: 101,
  NUMBER_201: 201,
  NUMBER_202: 202,
} as const;
