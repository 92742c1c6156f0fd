/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a cluster node (node_id).
 * @pattern ^cln-[a-z0-9]{6,16}$
 */
export type NodeId = string;
