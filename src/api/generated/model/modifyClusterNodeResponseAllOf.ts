/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterNodeId } from './clusterNodeId';

export type ModifyClusterNodeResponseAllOf = {
  node_id: ClusterNodeId;
};
