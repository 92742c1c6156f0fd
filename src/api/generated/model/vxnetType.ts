/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1 private (behind a router), 2 base.
 */
export type VxnetType = typeof VxnetType[keyof typeof VxnetType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VxnetType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
