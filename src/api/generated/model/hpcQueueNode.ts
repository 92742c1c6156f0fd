/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeId } from './nodeId';
import type { LabelName } from './labelName';
import type { NodeStatus } from './nodeStatus';
import type { HealthStatus } from './healthStatus';
import type { NodeCpu } from './nodeCpu';
import type { Count } from './count';

/**
 * A compute node of a queue.
 */
export interface HpcQueueNode {
  node_id: NodeId;
  /** Host name of the node. */
  name: LabelName;
  status: NodeStatus;
  health_status?: HealthStatus;
  /** CPU cores of the node. */
  cpu: NodeCpu;
  /** Cores allocated to running jobs. */
  used_cores?: Count;
  /**
   * Memory in MiB.
   * @minimum 0
   */
  memory?: number;
  running_jobs?: Count;
}
