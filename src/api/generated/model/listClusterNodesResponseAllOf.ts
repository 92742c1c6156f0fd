/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Node } from './node';
import type { Count } from './count';

export type ListClusterNodesResponseAllOf = {
  node_set: Node[];
  total_count: Count;
};
