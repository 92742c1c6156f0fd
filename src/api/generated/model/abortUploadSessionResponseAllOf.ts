/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasUploadId } from './nasUploadId';

export type AbortUploadSessionResponseAllOf = {
  upload_id: NasUploadId;
};
