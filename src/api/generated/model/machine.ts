/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MachineId } from './machineId';
import type { MachineName } from './machineName';
import type { MachineState } from './machineState';
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { NodeStatus } from './nodeStatus';
import type { HealthStatus } from './healthStatus';
import type { DateTime } from './dateTime';

/**
 * A machine of the pool, never its key.
 */
export interface Machine {
  machine_id: MachineId;
  name: MachineName;
  /** @maxLength 253 */
  address: string;
  /**
   * @minimum 1
   * @maximum 65535
   */
  port: number;
  /** @maxLength 32 */
  user: string;
  /**
   * The name the machine gives itself.
   * @maxLength 253
   */
  hostname: string;
  /** @minimum 1 */
  cpus: number;
  /** @minimum 0 */
  memory_mb: number;
  state: MachineState;
  cluster_id?: ClusterId;
  cluster_name?: Name;
  /** The node's status as the cluster's last sync saw it (a node only). */
  node_status?: NodeStatus;
  /** The node's health as the cluster's last sync saw it (a node only). */
  node_health?: HealthStatus;
  /**
   * What went wrong the last time the console worked on it, in the words of the moment.
   * @maxLength 2048
   */
  last_error?: string;
  create_time: DateTime;
}
