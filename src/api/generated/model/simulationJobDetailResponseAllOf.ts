/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SimulationJob } from './simulationJob';

export type SimulationJobDetailResponseAllOf = {
  job: SimulationJob;
};
