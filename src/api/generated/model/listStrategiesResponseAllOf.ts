/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Strategy } from './strategy';
import type { Count } from './count';

export type ListStrategiesResponseAllOf = {
  ehpc_queue_strategy_set: Strategy[];
  total_count: Count;
};
