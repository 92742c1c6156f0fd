/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { JobTemplate } from './jobTemplate';
import type { Count } from './count';

export type ListJobTemplatesResponseAllOf = {
  hpc_job_template_set: JobTemplate[];
  total_count: Count;
};
