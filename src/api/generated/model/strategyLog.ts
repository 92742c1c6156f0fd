/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { StrategyLogId } from './strategyLogId';
import type { StrategyId } from './strategyId';
import type { ClusterId } from './clusterId';
import type { DateTime } from './dateTime';
import type { QueueId } from './queueId';
import type { ShortName } from './shortName';
import type { StrategyOpType } from './strategyOpType';
import type { StrategyOpStatus } from './strategyOpStatus';
import type { NodeCount } from './nodeCount';
import type { OperationJobId } from './operationJobId';

/**
 * One run of an auto-scale policy: when it ran, on which queue, what it did and the compute node count before and after.
 */
export interface StrategyLog {
  log_id: StrategyLogId;
  strategy_id: StrategyId;
  cluster_id?: ClusterId;
  op_time: DateTime;
  queue_id: QueueId;
  queue_name?: ShortName;
  op_type: StrategyOpType;
  op_status: StrategyOpStatus;
  /** Compute nodes of the queue before the run. */
  node_count_before?: NodeCount;
  /** Compute nodes of the queue after the run (equal to node_count_before when skipped or failed). */
  node_count_after?: NodeCount;
  /** The operation that added or removed the nodes, when there was one. */
  job_id?: OperationJobId;
  /**
   * Why the run was skipped or failed, or what it did, e.g. Auto-scale shrink does nothing when there is one compute node.
   * @maxLength 512
   */
  message?: string;
}
