/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SimulationJobIds } from './simulationJobIds';

export type SimulationJobIdsRequestAllOf = {
  sjob_ids: SimulationJobIds;
};
