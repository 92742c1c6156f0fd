/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Memory of a node in MiB; the same range as clusters.json NodeSpec.memory.
 * @minimum 1024
 * @maximum 1048576
 */
export type ClusterNodeMemory = number;
