/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasId } from './nasId';
import type { NasFileKey } from './nasFileKey';

export type NasDownloadSignatureRequestAllOf = {
  nas_id: NasId;
  /**
   * The files to download, at most 20000 per request; folders cannot be downloaded.
   * @minItems 1
   * @maxItems 20000
   */
  object_names: NasFileKey[];
};
