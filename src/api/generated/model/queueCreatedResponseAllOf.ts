/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { QueueId } from './queueId';

export type QueueCreatedResponseAllOf = {
  hpcqueue_id: QueueId;
};
