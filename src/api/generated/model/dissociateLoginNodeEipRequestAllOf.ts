/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { NodeId } from './nodeId';

export type DissociateLoginNodeEipRequestAllOf = {
  cluster_id: ClusterId;
  /** A login node with an EIP. */
  node_id: NodeId;
};
