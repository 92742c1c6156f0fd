/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { JobTemplateId } from './jobTemplateId';

export type UpdateJobTemplateRequestAllOf = {
  temp_id: JobTemplateId;
};
