/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SimulationJob } from './simulationJob';
import type { Count } from './count';

export type ListSimulationJobsResponseAllOf = {
  job_set: SimulationJob[];
  total_count: Count;
};
