/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { JobTemplateId } from './jobTemplateId';
import type { JobTemplateIds } from './jobTemplateIds';

export type DeleteJobTemplateRequestAllOf = (unknown & {
  temp_id?: JobTemplateId;
  temp_ids?: JobTemplateIds;
}) | (unknown & {
  temp_id?: JobTemplateId;
  temp_ids?: JobTemplateIds;
});
