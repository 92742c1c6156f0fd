/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * base (vxnet_type 2), private (vxnet_type 1), bare_metal (vxnet_type 2, mode 2).
 */
export type NetworkType = typeof NetworkType[keyof typeof NetworkType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NetworkType = {
  base: 'base',
  private: 'private',
  bare_metal: 'bare_metal',
} as const;
