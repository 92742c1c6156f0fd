/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasObjectKey } from './nasObjectKey';
import type { NasObjectPrefix } from './nasObjectPrefix';
import type { DateTime } from './dateTime';

/**
 * A file or folder inside a NAS export, named by its path relative to the export's root. Folders end with /.
 */
export interface NasObject {
  object_name: NasObjectKey;
  is_dir: boolean;
  /** The folder holding the object ('' for the export's root). */
  prefix: NasObjectPrefix;
  /**
   * Bytes; 0 for a folder.
   * @minimum 0
   */
  size: number;
  last_modified: DateTime;
  /** @maxLength 128 */
  etag?: string;
  /**
   * The file's media type, guessed from its name.
   * @maxLength 255
   */
  content_type?: string;
}
