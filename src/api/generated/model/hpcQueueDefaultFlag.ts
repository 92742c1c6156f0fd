/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1 is the cluster's default queue (jobs without a queue go there), 0 otherwise.
 */
export type HpcQueueDefaultFlag = typeof HpcQueueDefaultFlag[keyof typeof HpcQueueDefaultFlag];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HpcQueueDefaultFlag = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
