/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Job } from './job';
import type { Count } from './count';

export type ListJobsResponseAllOf = {
  job_set: Job[];
  total_count: Count;
};
