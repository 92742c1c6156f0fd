/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 0 and 1 are VM networks; 2 is a bare-metal network (only with vxnet_type 2).
 */
export type VxnetMode = typeof VxnetMode[keyof typeof VxnetMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VxnetMode = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
