/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Memory of a node in MiB: 1024 (1 GiB) to 1048576 (1 TiB).
 * @minimum 1024
 * @maximum 1048576
 */
export type NodeMemory = number;
