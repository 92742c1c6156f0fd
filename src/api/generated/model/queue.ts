/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { QueueId } from './queueId';
import type { ShortName } from './shortName';
import type { QueueCategory } from './queueCategory';
import type { HpcQueueDefaultFlag } from './hpcQueueDefaultFlag';
import type { ClusterId } from './clusterId';
import type { QueueTypeId } from './queueTypeId';
import type { NodeCount } from './nodeCount';
import type { NodeCpu } from './nodeCpu';
import type { Count } from './count';
import type { HpcQueueStatus } from './hpcQueueStatus';
import type { UserId } from './userId';
import type { PaidType } from './paidType';
import type { Duration } from './duration';
import type { AutoRenewal } from './autoRenewal';
import type { QueueExpireTime } from './queueExpireTime';
import type { DateTime } from './dateTime';

/**
 * A queue (scheduler partition) of a cluster. On an HPC cluster it is a shared queue or a dedicated (private) queue bound from a queue type; on an EHPC cluster it groups the cluster's own compute nodes.
 */
export interface Queue {
  hpcqueue_id: QueueId;
  /** The scheduler's name of the queue (partition). */
  queue_name: ShortName;
  category: QueueCategory;
  is_default: HpcQueueDefaultFlag;
  cluster_id: ClusterId;
  /** The queue type the queue was bound from (HPC queues only). */
  queue_type?: QueueTypeId;
  node_count?: NodeCount;
  /** CPU cores of each node of the queue. */
  cores_per_node?: NodeCpu;
  total_cores?: Count;
  /** Cores allocated to running jobs. */
  used_cores?: Count;
  pending_jobs?: Count;
  running_jobs?: Count;
  status: HpcQueueStatus;
  owner?: UserId;
  /** Billing mode of a dedicated HPC queue. */
  paid_type?: PaidType;
  duration?: Duration;
  is_auto_renewal?: AutoRenewal;
  /** End of the Reserved period; null for PayForUsed and shared queues. */
  expire_time?: QueueExpireTime;
  create_time: DateTime;
  update_time?: DateTime;
}
