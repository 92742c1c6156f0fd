/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasUploadId } from './nasUploadId';
import type { NasSha256 } from './nasSha256';

export type CompleteUploadSessionRequestAllOf = {
  upload_id: NasUploadId;
  /** The SHA-256 of the whole file, when no chunk carried it yet: recorded as with a chunk. Completion is refused while the session has none. */
  sha256?: NasSha256;
};
