/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * GPUs of a node: 0-8.
 * @minimum 0
 * @maximum 8
 */
export type NodeGpu = number;
