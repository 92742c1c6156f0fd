/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { JobTemplateIds } from './jobTemplateIds';

export type DeleteJobTemplateResponseAllOf = {
  /** The deleted templates. */
  temp_ids: JobTemplateIds;
};
