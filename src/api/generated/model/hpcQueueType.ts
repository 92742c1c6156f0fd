/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { QueueTypeId } from './queueTypeId';
import type { LabelName } from './labelName';
import type { QueueCategory } from './queueCategory';
import type { HpcQueueTypeCoresPerNode } from './hpcQueueTypeCoresPerNode';
import type { NodeGpu } from './nodeGpu';
import type { Price } from './price';
import type { Currency } from './currency';
import type { Description } from './description';

/**
 * A queue type an HPC cluster can bind a dedicated queue from, or the type of a shared queue.
 */
export interface HpcQueueType {
  queue_type: QueueTypeId;
  name: LabelName;
  category: QueueCategory;
  /** 54 or 56 cores per node. */
  cores_per_node: HpcQueueTypeCoresPerNode;
  /**
   * Memory of each node in MiB.
   * @minimum 1024
   */
  memory_per_node: number;
  gpu_per_node?: NodeGpu;
  /** Price of one node per hour (PayForUsed) in the account's currency. */
  price?: Price;
  currency?: Currency;
  description?: Description;
}
