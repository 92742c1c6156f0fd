/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { ClusterNodeIds } from './clusterNodeIds';

export type RestartClusterNodesRequestAllOf = {
  cluster_id: ClusterId;
  node_ids: ClusterNodeIds;
};
