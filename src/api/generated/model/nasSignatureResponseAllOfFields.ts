/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasSignaturePolicy } from './nasSignaturePolicy';
import type { NasSignatureValue } from './nasSignatureValue';
import type { NasObjectPrefix } from './nasObjectPrefix';
import type { NasSignatureResponseAllOfFieldsOverwrite } from './nasSignatureResponseAllOfFieldsOverwrite';
import type { FileName } from './fileName';

/**
 * Form fields (upload) or query fields (download) to send with the request, as given.
 */
export type NasSignatureResponseAllOfFields = {
  policy: NasSignaturePolicy;
  signature: NasSignatureValue;
  /** Upload: the folder the files are written into ('' is the export's root). */
  key_prefix?: NasObjectPrefix;
  /** Upload: whether files of the same name are replaced. */
  overwrite?: NasSignatureResponseAllOfFieldsOverwrite;
  /** Download of one file: the name it is saved under. */
  file_name?: FileName;
  /** Download of several files: the name of their ZIP archive. */
  archive_name?: FileName;
};
