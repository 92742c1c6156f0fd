/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeId } from './nodeId';

export type ModifyClusterNodeResponseAllOf = {
  node_id: NodeId;
};
