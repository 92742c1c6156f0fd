/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * An absolute path on the cluster's shared storage.
 * @minLength 1
 * @maxLength 1024
 * @pattern ^/[^\r\n]*$
 */
export type JobFilePath = string;
