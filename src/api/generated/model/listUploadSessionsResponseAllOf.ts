/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasUploadSession } from './nasUploadSession';

export type ListUploadSessionsResponseAllOf = {
  /** @maxItems 20 */
  upload_session_set: NasUploadSession[];
  /** @minimum 0 */
  total_count: number;
};
