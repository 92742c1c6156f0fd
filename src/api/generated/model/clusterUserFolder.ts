/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * An absolute folder path on the cluster's shared storage, without .. segments.
 * @minLength 1
 * @maxLength 255
 * @pattern ^/[\p{L}\p{N}_./-]*$
 */
export type ClusterUserFolder = string;
