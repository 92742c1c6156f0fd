/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasUploadId } from './nasUploadId';
import type { NasSha256 } from './nasSha256';

export type PutUploadChunkRequestAllOf = {
  upload_id: NasUploadId;
  /**
   * The chunk's index, from 0 to chunk_count - 1.
   * @minimum 0
   * @maximum 1000
   */
  index: number;
  /** The SHA-256 of the whole file, once the browser knows it (sent before the file part): recorded on the session the first time; a different one later is refused. */
  sha256?: NasSha256;
  /** The chunk's bytes: exactly chunk_size bytes, the last chunk the rest of the file (at most 8388608 bytes). */
  file: Blob;
};
