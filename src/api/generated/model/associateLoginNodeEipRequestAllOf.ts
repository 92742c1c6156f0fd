/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { NodeId } from './nodeId';
import type { EipId } from './eipId';

export type AssociateLoginNodeEipRequestAllOf = {
  cluster_id: ClusterId;
  /** A login node. */
  node_id: NodeId;
  /** An EIP whose status is available. */
  eip_id: EipId;
};
