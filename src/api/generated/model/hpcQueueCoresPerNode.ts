/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * CPU cores of each node of the queue.
 * @minimum 1
 * @maximum 128
 */
export type HpcQueueCoresPerNode = number;
