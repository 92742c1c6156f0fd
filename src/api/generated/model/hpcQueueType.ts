/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcQueueTypeId } from './hpcQueueTypeId';
import type { LabelName } from './labelName';
import type { QueueCategory } from './queueCategory';
import type { HpcQueueTypeCoresPerNode } from './hpcQueueTypeCoresPerNode';
import type { Price } from './price';
import type { Currency } from './currency';
import type { Description } from './description';

/**
 * A queue type an HPC cluster can bind a dedicated queue from, or the type of a shared queue.
 */
export interface HpcQueueType {
  queue_type: HpcQueueTypeId;
  name: LabelName;
  category: QueueCategory;
  /** 54 or 56 cores per node. */
  cores_per_node: HpcQueueTypeCoresPerNode;
  /**
   * Memory of each node in MiB.
   * @minimum 1024
   */
  memory_per_node: number;
  /**
   * @minimum 0
   * @maximum 8
   */
  gpu_per_node?: number;
  /** Price of one node per hour (PayForUsed) in the account's currency. */
  price?: Price;
  currency?: Currency;
  description?: Description;
}
