/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasUploadId } from './nasUploadId';

export type UploadSessionChangeRequestAllOf = {
  upload_id: NasUploadId;
};
