/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcQueueId } from './hpcQueueId';

export type QueueCreatedResponseAllOf = {
  hpcqueue_id: HpcQueueId;
};
