/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SimulationJobId } from './simulationJobId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type SimulationJobIds = SimulationJobId[];
