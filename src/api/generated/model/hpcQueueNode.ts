/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcQueueNodeId } from './hpcQueueNodeId';
import type { LabelName } from './labelName';
import type { NodeStatus } from './nodeStatus';
import type { HealthStatus } from './healthStatus';
import type { Count } from './count';

/**
 * A compute node of a queue.
 */
export interface HpcQueueNode {
  node_id: HpcQueueNodeId;
  /** Host name of the node. */
  name: LabelName;
  status: NodeStatus;
  health_status?: HealthStatus;
  /**
   * CPU cores of the node.
   * @minimum 1
   * @maximum 128
   */
  cpu: number;
  /** Cores allocated to running jobs. */
  used_cores?: Count;
  /**
   * Memory in MiB.
   * @minimum 0
   */
  memory?: number;
  running_jobs?: Count;
}
