/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 54 or 56 cores per node.
 */
export type HpcQueueTypeCoresPerNode = typeof HpcQueueTypeCoresPerNode[keyof typeof HpcQueueTypeCoresPerNode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HpcQueueTypeCoresPerNode = {
  NUMBER_54: 54,
  NUMBER_56: 56,
} as const;
