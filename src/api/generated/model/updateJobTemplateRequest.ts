/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { UpdateJobTemplateRequestAllOf } from './updateJobTemplateRequestAllOf';
import type { JobTemplateForm } from './jobTemplateForm';

/**
 * Replaces every saved value of the template: the console sends the whole form.
 */
export type UpdateJobTemplateRequest = RequestIdentity & UpdateJobTemplateRequestAllOf & JobTemplateForm;
