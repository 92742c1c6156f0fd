/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { FileSystemId } from './fileSystemId';
import type { NasExport } from './nasExport';
import type { Count } from './count';

export type ListNasExportsResponseAllOf = {
  fs_id: FileSystemId;
  export_set: NasExport[];
  total_count: Count;
};
