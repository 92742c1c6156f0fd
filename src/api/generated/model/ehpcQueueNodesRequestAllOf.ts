/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { QueueId } from './queueId';
import type { ClusterNodeIds } from './clusterNodeIds';

export type EhpcQueueNodesRequestAllOf = {
  cluster_id: ClusterId;
  hpcqueue_id: QueueId;
  node_ids: ClusterNodeIds;
};
