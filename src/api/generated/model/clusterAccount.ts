/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A Unix account name on the cluster, 3-32 characters, other than root.
 * @minLength 3
 * @maxLength 32
 * @pattern ^(?!root$)[a-z_][a-z0-9_-]{0,31}$
 */
export type ClusterAccount = string;
