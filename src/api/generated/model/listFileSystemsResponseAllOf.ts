/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { FileSystem } from './fileSystem';
import type { Count } from './count';

export type ListFileSystemsResponseAllOf = {
  /** The file systems (the NAS service's name for the list). */
  fs_list: FileSystem[];
  total_count: Count;
};
