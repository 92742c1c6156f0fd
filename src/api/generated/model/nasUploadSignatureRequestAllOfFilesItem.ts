/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasFileName } from './nasFileName';
import type { NasFileSize } from './nasFileSize';

export type NasUploadSignatureRequestAllOfFilesItem = {
  file_name: NasFileName;
  size: NasFileSize;
};
