/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { FileSystemId } from './fileSystemId';

export type CreateFileSystemResponseAllOf = {
  fs_id: FileSystemId;
};
