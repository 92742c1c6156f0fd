/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { HpcQueueIds } from './hpcQueueIds';

export type DeleteEhpcQueuesRequestAllOf = {
  cluster_id: ClusterId;
  hpcqueue_ids: HpcQueueIds;
};
