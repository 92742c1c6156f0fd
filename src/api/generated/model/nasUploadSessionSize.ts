/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Bytes of a file uploaded in chunks: 1 to 209715200.
 * @minimum 1
 * @maximum 209715200
 */
export type NasUploadSessionSize = number;
