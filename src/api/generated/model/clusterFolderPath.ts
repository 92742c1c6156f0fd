/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A folder of a cluster's shared storage: an absolute path of at most 255 letters, digits, _, ., - and /, without a . or .. segment (no path escapes the shared storage).
 * @maxLength 255
 * @pattern ^/[\p{L}\p{N}_./-]*$
 */
export type ClusterFolderPath = string;
