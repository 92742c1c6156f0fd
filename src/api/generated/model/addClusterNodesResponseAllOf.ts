/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterNodeIds } from './clusterNodeIds';

export type AddClusterNodesResponseAllOf = {
  /** The new nodes, pending until the job ends. */
  node_ids: ClusterNodeIds;
};
