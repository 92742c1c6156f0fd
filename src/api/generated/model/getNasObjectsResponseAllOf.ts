/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasId } from './nasId';
import type { NasObjectPrefix } from './nasObjectPrefix';
import type { NasObject } from './nasObject';
import type { Count } from './count';

export type GetNasObjectsResponseAllOf = {
  nas_id?: NasId;
  /** The folder listed (the query's prefix). */
  prefix: NasObjectPrefix;
  /** Whether the signed-in user may change files in this folder (create a folder, upload, rename, move, delete, save an edit): the owner anywhere, an IAM user in its folder, a shared member in its own folder and its read-write grants (ADR 0041). */
  writable?: boolean;
  /**
   * Folders first, then files.
   * @maxItems 100
   */
  object_set: NasObject[];
  total_count: Count;
};
