/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasId } from './nasId';
import type { NasObjectPrefix } from './nasObjectPrefix';
import type { NasUploadSignatureRequestAllOfFilesItem } from './nasUploadSignatureRequestAllOfFilesItem';

export type NasUploadSignatureRequestAllOf = {
  nas_id: NasId;
  /** The folder to upload into; '' (the default) is the export's root. */
  prefix?: NasObjectPrefix;
  overwrite?: boolean;
  /**
   * The files to upload, 1 to 10, 209715200 bytes in all.
   * @minItems 1
   * @maxItems 10
   */
  files: NasUploadSignatureRequestAllOfFilesItem[];
};
