/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeId } from './nodeId';
import type { InstanceId } from './instanceId';
import type { LabelName } from './labelName';
import type { Description } from './description';
import type { ClusterId } from './clusterId';
import type { NodeRole } from './nodeRole';
import type { NodeType } from './nodeType';
import type { Count } from './count';
import type { NodeStatus } from './nodeStatus';
import type { HealthStatus } from './healthStatus';
import type { NodeEip } from './nodeEip';
import type { ClusterNodeQueue } from './clusterNodeQueue';
import type { DateTime } from './dateTime';

/**
 * A node of a cluster: a controller (scheduler), compute or login instance. health_status is fetching until the health check has answered.
 */
export interface Node {
  node_id: NodeId;
  /** The virtual machine or bare-metal instance; absent while the node is pending. */
  instance_id?: InstanceId;
  /** Display name, changed with cluster/modifyClusterNode. */
  name?: LabelName;
  /** The node's host name in the scheduler (e.g. compute001). */
  hostname?: string;
  description?: Description;
  cluster_id: ClusterId;
  role: NodeRole;
  node_type?: NodeType;
  /** The instance class of the product SKU (0, 1, 2, 101, 201, 202). */
  instance_class?: number;
  /** CPU cores. */
  cpu?: Count;
  /** Memory in MiB. */
  memory?: Count;
  /** GPUs. */
  gpu?: Count;
  status: NodeStatus;
  /** The operation under way on the node, empty when none. */
  transition_status?: string;
  health_status?: HealthStatus;
  private_ip?: string;
  /** The public IP bound to a login node, null when none. */
  eip?: NodeEip;
  /** The queues (partitions) the node belongs to; empty for controller and login nodes. */
  queue_info?: ClusterNodeQueue[];
  create_time: DateTime;
  status_time?: DateTime;
}
