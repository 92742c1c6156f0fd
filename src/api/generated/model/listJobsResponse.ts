/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { JobCounts } from './jobCounts';
import type { ListJobsResponseAllOf } from './listJobsResponseAllOf';

export type ListJobsResponse = SuccessEnvelope & JobCounts & ListJobsResponseAllOf;
