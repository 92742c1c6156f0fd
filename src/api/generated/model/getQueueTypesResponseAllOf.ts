/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcQueueType } from './hpcQueueType';
import type { Count } from './count';

export type GetQueueTypesResponseAllOf = {
  queue_types_set: HpcQueueType[];
  total_count: Count;
};
