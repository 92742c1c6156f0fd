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
  /**
   * Save only over this version of the file: the etag the editor read when it opened the file. The gateway refuses the save (409, ret_code 2100, "The file was changed by someone else since you opened it") when the stored file's etag differs or the file is gone, so an edit never overwrites someone else's newer change.
   * @minLength 1
   * @maxLength 128
   */
  if_match?: string;
  /** The file part; its filename is a file name of 1-254 characters without /, and it may not exceed 209715200 bytes (the configuration's upload.max_bytes). */
  file: Blob;
};
