/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasUploadSession } from './nasUploadSession';

export type UploadSessionResponseAllOf = {
  upload_session: NasUploadSession;
};
