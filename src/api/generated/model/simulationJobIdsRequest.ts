/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { SimulationJobIdsRequestAllOf } from './simulationJobIdsRequestAllOf';

/**
 * Stop or delete the given simulation jobs.
 */
export type SimulationJobIdsRequest = RequestIdentity & SimulationJobIdsRequestAllOf;
