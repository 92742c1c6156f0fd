/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { ClusterNodeId } from './clusterNodeId';
import type { ClusterNodeEipId } from './clusterNodeEipId';

export type AssociateLoginNodeEipRequestAllOf = {
  cluster_id: ClusterId;
  /** A login node. */
  node_id: ClusterNodeId;
  /** An EIP whose status is available. */
  eip_id: ClusterNodeEipId;
};
