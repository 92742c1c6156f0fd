/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasId } from './nasId';
import type { NasObjectKey } from './nasObjectKey';

export type DeleteNasObjectsRequestAllOf = {
  nas_id: NasId;
  /**
   * Files and folders (ending with /, deleted with their content) selected on one page of the file list, at most 100.
   * @minItems 1
   * @maxItems 100
   */
  object_names: NasObjectKey[];
};
