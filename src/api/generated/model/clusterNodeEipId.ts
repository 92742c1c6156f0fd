/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @pattern ^eip-[a-z0-9]{6,16}$
 */
export type ClusterNodeEipId = string;
