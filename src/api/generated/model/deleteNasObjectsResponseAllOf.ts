/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Count } from './count';

export type DeleteNasObjectsResponseAllOf = {
  /** Files and folders removed, counting folder content. */
  deleted_count: Count;
};
