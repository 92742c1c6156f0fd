/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The cluster.
 */
export type ClusterIdParameter = string;
