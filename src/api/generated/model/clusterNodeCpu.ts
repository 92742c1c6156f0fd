/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * CPU cores of a node; the same range as clusters.json NodeSpec.cpu.
 * @minimum 1
 * @maximum 128
 */
export type ClusterNodeCpu = number;
