/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { StrategyLog } from './strategyLog';
import type { Count } from './count';

export type ListStrategyLogsResponseAllOf = {
  ehpc_queue_strategy_log_set: StrategyLog[];
  total_count: Count;
};
