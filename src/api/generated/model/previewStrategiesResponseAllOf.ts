/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { StrategyPreview } from './strategyPreview';
import type { Count } from './count';

export type PreviewStrategiesResponseAllOf = {
  ehpc_queue_strategy_preview_set: StrategyPreview[];
  total_count: Count;
};
