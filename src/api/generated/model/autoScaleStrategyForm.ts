/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { QueueId } from './queueId';
import type { StrategyOpType } from './strategyOpType';
import type { StrategyQueuedCores } from './strategyQueuedCores';
import type { StrategyReservedIdleNodes } from './strategyReservedIdleNodes';
import type { StrategyNodeStep } from './strategyNodeStep';
import type { StrategyMaxNodes } from './strategyMaxNodes';
import type { StrategyCheckFrequency } from './strategyCheckFrequency';
import type { Enabled } from './enabled';
import type { StrategyRunNow } from './strategyRunNow';

/**
 * An expand policy needs queued_cores and max_nodes, a shrink policy reserved_idle_nodes. A queue may have only one policy of each type.
 */
export type AutoScaleStrategyForm = unknown & {
  queue_id: QueueId;
  op_type: StrategyOpType;
  queued_cores?: StrategyQueuedCores;
  reserved_idle_nodes?: StrategyReservedIdleNodes;
  node_step: StrategyNodeStep;
  max_nodes?: StrategyMaxNodes;
  check_frequency: StrategyCheckFrequency;
  op_is_enabled?: Enabled;
  run_now?: StrategyRunNow;
} & Required<Pick<unknown & {
  queue_id: QueueId;
  op_type: StrategyOpType;
  queued_cores?: StrategyQueuedCores;
  reserved_idle_nodes?: StrategyReservedIdleNodes;
  node_step: StrategyNodeStep;
  max_nodes?: StrategyMaxNodes;
  check_frequency: StrategyCheckFrequency;
  op_is_enabled?: Enabled;
  run_now?: StrategyRunNow;
}, 'queue_id' | 'op_type' | 'node_step' | 'check_frequency'>>;
