/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Queue } from './queue';
import type { Count } from './count';

export type GetCurrentQueueResponseAllOf = {
  queues_set: Queue[];
  total_count: Count;
};
