/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasUploadId } from './nasUploadId';
import type { NasId } from './nasId';
import type { NasObjectPrefix } from './nasObjectPrefix';
import type { FileName } from './fileName';
import type { NasFileSize } from './nasFileSize';
import type { NasSha256 } from './nasSha256';
import type { DateTime } from './dateTime';

/**
 * An unfinished chunked upload of one file into one folder of an export, by the user who created it (ADR 0035).
 */
export interface NasUploadSession {
  upload_id: NasUploadId;
  nas_id: NasId;
  prefix: NasObjectPrefix;
  file_name: FileName;
  size: NasFileSize;
  /** The SHA-256 of the whole file, once the browser sent it (at creation, with a chunk or at completion); absent until then. */
  sha256?: NasSha256;
  /** The file's modification time as the browser announced it at creation; absent when it did not. */
  last_modified?: DateTime;
  overwrite: boolean;
  /**
   * Bytes of every chunk but the last (which holds the rest).
   * @minimum 1
   */
  chunk_size: number;
  /** @minimum 1 */
  chunk_count: number;
  /** The indexes (from 0) of the chunks stored, ascending. */
  received_chunks: number[];
  create_time: DateTime;
  /** When the session and its chunks are dropped unless a chunk is stored before (24 h after the last one). */
  expire_time: DateTime;
}
