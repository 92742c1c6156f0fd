/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Bytes of one file; an upload may not exceed 209715200 bytes.
 * @minimum 0
 * @maximum 209715200
 */
export type NasFileSize = number;
