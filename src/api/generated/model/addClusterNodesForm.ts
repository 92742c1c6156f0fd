/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeSpec } from './nodeSpec';
import type { AddClusterNodesFormAllOf } from './addClusterNodesFormAllOf';

/**
 * The add-nodes dialog: the role, the node configuration chosen from the product SKUs and the cluster conf, the count and, for compute nodes, the queue they join.
 */
export type AddClusterNodesForm = NodeSpec & AddClusterNodesFormAllOf;
