/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcQueueNode } from './hpcQueueNode';
import type { Count } from './count';

export type GetQueueNodesResponseAllOf = {
  /** The queue's nodes. */
  queues_set: HpcQueueNode[];
  total: Count;
};
