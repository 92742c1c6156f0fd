/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * CPU cores of a node: 1-128.
 * @minimum 1
 * @maximum 128
 */
export type NodeCpu = number;
