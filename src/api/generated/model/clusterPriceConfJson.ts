/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * ClusterPriceConf as a JSON string (a query parameter).
 * @minLength 2
 * @maxLength 4096
 */
export type ClusterPriceConfJson = string;
