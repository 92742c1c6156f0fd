/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * GPUs of a node; the same range as clusters.json NodeSpec.gpu.
 * @minimum 0
 * @maximum 8
 */
export type ClusterNodeGpu = number;
