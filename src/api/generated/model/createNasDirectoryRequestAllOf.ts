/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasId } from './nasId';
import type { NasObjectPrefix } from './nasObjectPrefix';
import type { NasDirectoryName } from './nasDirectoryName';

export type CreateNasDirectoryRequestAllOf = {
  nas_id: NasId;
  /** The parent folder; '' (the default) is the export's root. */
  prefix?: NasObjectPrefix;
  dir_name: NasDirectoryName;
};
