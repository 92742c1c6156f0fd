/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ModifyEhpcQueueRequestAllOfAnyOf } from './modifyEhpcQueueRequestAllOfAnyOf';
import type { ModifyEhpcQueueRequestAllOfAnyOfTwo } from './modifyEhpcQueueRequestAllOfAnyOfTwo';
import type { ClusterId } from './clusterId';
import type { QueueId } from './queueId';
import type { ShortName } from './shortName';
import type { HpcQueueDefaultFlag } from './hpcQueueDefaultFlag';

export type ModifyEhpcQueueRequestAllOf = (ModifyEhpcQueueRequestAllOfAnyOf & {
  cluster_id: ClusterId;
  hpcqueue_id: QueueId;
  queue_name?: ShortName;
  is_default?: HpcQueueDefaultFlag;
}) | (ModifyEhpcQueueRequestAllOfAnyOfTwo & {
  cluster_id: ClusterId;
  hpcqueue_id: QueueId;
  queue_name?: ShortName;
  is_default?: HpcQueueDefaultFlag;
});
