/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasId } from './nasId';
import type { NasObjectKey } from './nasObjectKey';
import type { NasDuplicateChoice } from './nasDuplicateChoice';

export type MoveNasObjectRequestAllOf = {
  nas_id: NasId;
  /** The file or folder (ending with /) to rename or move. */
  source: NasObjectKey;
  /** Its new path; a folder keeps its ending /. */
  target: NasObjectKey;
  on_duplicate?: NasDuplicateChoice;
};
