/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { JobTemplate } from './jobTemplate';

export type GetJobTemplateResponseAllOf = {
  hpc_job_template: JobTemplate;
};
