/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { JobCounts } from './jobCounts';
import type { ListSimulationJobsResponseAllOf } from './listSimulationJobsResponseAllOf';

export type ListSimulationJobsResponse = SuccessEnvelope & JobCounts & ListSimulationJobsResponseAllOf;
