/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { FileName } from './fileName';
import type { NasFileSize } from './nasFileSize';

export type NasUploadSignatureRequestAllOfFilesItem = {
  file_name: FileName;
  size: NasFileSize;
};
