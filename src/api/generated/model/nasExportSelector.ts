/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { FileSystemId } from './fileSystemId';
import type { NasId } from './nasId';

/**
 * The export a call works on, with its file system.
 */
export interface NasExportSelector {
  fs_id: FileSystemId;
  nas_id: NasId;
}
