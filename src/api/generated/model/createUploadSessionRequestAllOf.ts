/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasId } from './nasId';
import type { NasObjectPrefix } from './nasObjectPrefix';
import type { FileName } from './fileName';
import type { NasUploadSessionSize } from './nasUploadSessionSize';
import type { NasSha256 } from './nasSha256';
import type { DateTime } from './dateTime';

export type CreateUploadSessionRequestAllOf = {
  nas_id: NasId;
  /** The folder to upload into; '' (the default) is the export's root. */
  prefix?: NasObjectPrefix;
  file_name: FileName;
  /** Bytes of the whole file (at least 1, at most 209715200). */
  size: NasUploadSessionSize;
  /** The SHA-256 of the whole file when the browser already knows it; otherwise sent later with a chunk or at completion. */
  sha256?: NasSha256;
  /** The file's modification time as the browser reads it (File.lastModified): with the folder, name, size and overwrite, what finds the user's unfinished session of the same file before it is hashed. */
  last_modified?: DateTime;
  /** Replace a file of the same name when the upload completes; otherwise it is refused. */
  overwrite?: boolean;
};
