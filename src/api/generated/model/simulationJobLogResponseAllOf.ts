/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SimulationJobLogResponseAllOfLog } from './simulationJobLogResponseAllOfLog';

export type SimulationJobLogResponseAllOf = {
  log: SimulationJobLogResponseAllOfLog;
};
