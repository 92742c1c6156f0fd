/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasId } from './nasId';
import type { NasObjectKey } from './nasObjectKey';

export type NasDownloadSignatureRequestAllOf = {
  nas_id: NasId;
  /**
   * The files and folders (ending with /) to download, at most 20000 files per request once the folders are counted with every file under them; a folder or several objects are answered as one ZIP archive.
   * @minItems 1
   * @maxItems 20000
   */
  object_names: NasObjectKey[];
};
