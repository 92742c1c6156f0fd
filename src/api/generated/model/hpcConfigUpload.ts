/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * File upload limits.
 */
export type HpcConfigUpload = {
  /**
   * Bytes per upload.
   * @minimum 1
   */
  max_bytes?: number;
  /**
   * Files per upload.
   * @minimum 1
   * @maximum 100
   */
  max_files?: number;
};
