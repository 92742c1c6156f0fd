/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { StrategyId } from './strategyId';
import type { ClusterId } from './clusterId';
import type { QueueId } from './queueId';
import type { ShortName } from './shortName';
import type { StrategyOpType } from './strategyOpType';
import type { StrategyQueuedCores } from './strategyQueuedCores';
import type { StrategyReservedIdleNodes } from './strategyReservedIdleNodes';
import type { StrategyNodeStep } from './strategyNodeStep';
import type { StrategyMaxNodes } from './strategyMaxNodes';
import type { StrategyCheckFrequency } from './strategyCheckFrequency';
import type { Enabled } from './enabled';
import type { StrategyRunNow } from './strategyRunNow';
import type { StrategyStatus } from './strategyStatus';
import type { StrategyLastExecTime } from './strategyLastExecTime';
import type { DateTime } from './dateTime';

/**
 * An auto-scale policy of an EHPC queue. An expand policy adds node_step compute nodes when the queued cores reach queued_cores, up to max_nodes; a shrink policy removes node_step idle compute nodes while more than reserved_idle_nodes are idle, never leaving fewer than one compute node. A queue has at most one policy of each op_type.
 */
export interface Strategy {
  strategy_id: StrategyId;
  cluster_id: ClusterId;
  queue_id: QueueId;
  queue_name?: ShortName;
  op_type: StrategyOpType;
  queued_cores?: StrategyQueuedCores;
  reserved_idle_nodes?: StrategyReservedIdleNodes;
  node_step: StrategyNodeStep;
  max_nodes?: StrategyMaxNodes;
  check_frequency: StrategyCheckFrequency;
  op_is_enabled: Enabled;
  run_now?: StrategyRunNow;
  op_status: StrategyStatus;
  /** The last run of the policy; null before its first run. */
  last_exec_time?: StrategyLastExecTime;
  create_time: DateTime;
  update_time?: DateTime;
}
