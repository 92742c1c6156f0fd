/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { HpcQueueId } from './hpcQueueId';

export type UnbindPrivateQueueRequestAllOf = {
  cluster_id: ClusterId;
  hpcqueue_id: HpcQueueId;
};
