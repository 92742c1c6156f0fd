/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { NodeId } from './nodeId';
import type { LabelName } from './labelName';
import type { Description } from './description';

export type ModifyClusterNodeRequestAllOf = (unknown & {
  cluster_id: ClusterId;
  node_id: NodeId;
  name?: LabelName;
  description?: Description;
}) | (unknown & {
  cluster_id: ClusterId;
  node_id: NodeId;
  name?: LabelName;
  description?: Description;
});
