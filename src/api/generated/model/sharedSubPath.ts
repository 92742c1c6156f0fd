/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A folder under the cluster's shared path, starting with /.
 * @maxLength 255
 * @pattern ^/[\p{L}\p{N}_./-]*$
 */
export type SharedSubPath = string;
