/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SimulationJobId } from './simulationJobId';

export type SubmitSimulationJobResponseAllOf = {
  sjob_id: SimulationJobId;
};
