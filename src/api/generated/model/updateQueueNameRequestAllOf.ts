/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { QueueId } from './queueId';
import type { ShortName } from './shortName';

export type UpdateQueueNameRequestAllOf = {
  cluster_id: ClusterId;
  hpcqueue_id: QueueId;
  queue_name: ShortName;
};
