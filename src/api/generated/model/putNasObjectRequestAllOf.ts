/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasId } from './nasId';
import type { NasObjectPrefix } from './nasObjectPrefix';

export type PutNasObjectRequestAllOf = {
  nas_id: NasId;
  /** The folder to upload into; '' (the default) is the export's root. */
  prefix?: NasObjectPrefix;
  /** Replace files of the same name (used when saving an edited file); otherwise they are refused. */
  overwrite?: boolean;
  /** The file part; its filename is a file name of 1-254 characters without /, and it may not exceed 209715200 bytes (the configuration's upload.max_bytes). */
  file: Blob;
};
