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
  /**
   * Folders first, then files.
   * @maxItems 100
   */
  object_set: NasObject[];
  total_count: Count;
};
