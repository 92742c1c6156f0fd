/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterNodeQueueId } from './clusterNodeQueueId';
import type { ShortName } from './shortName';

export interface ClusterNodeQueue {
  hpcqueue_id: ClusterNodeQueueId;
  queue_name: ShortName;
}
