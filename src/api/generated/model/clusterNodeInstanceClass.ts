/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Instance class of a node's product SKU; the same choices as clusters.json NodeSpec.instance_class.
 */
export type ClusterNodeInstanceClass = typeof ClusterNodeInstanceClass[keyof typeof ClusterNodeInstanceClass];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ClusterNodeInstanceClass = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_101: 101,
  NUMBER_201: 201,
  NUMBER_202: 202,
} as const;
