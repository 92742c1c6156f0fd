/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';

export type CreateJobFileRequestAllOf = {
  cluster_id: ClusterId;
  /**
   * 1-254 characters, no slash.
   * @minLength 1
   * @maxLength 254
   * @pattern ^[^/\u0000]+$
   */
  file_name: string;
  /**
   * The script's text, up to 1 MiB.
   * @maxLength 1048576
   */
  content: string;
};
