/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Queue } from './queue';
import type { HpcQueueType } from './hpcQueueType';

export type DescribeQueueResponseAllOf = {
  queue: Queue;
  /** The queue type of an HPC queue. */
  queue_type_info?: HpcQueueType;
};
