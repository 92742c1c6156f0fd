/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { DeleteJobTemplateRequestAllOf } from './deleteJobTemplateRequestAllOf';

/**
 * One template by temp_id, or several by temp_ids (not both).
 */
export type DeleteJobTemplateRequest = RequestIdentity & DeleteJobTemplateRequestAllOf;
