/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeCount } from './nodeCount';

/**
 * Nodes to add: 1-100 (node count range [0~100], at least one).
 * @minimum 1
 */
export type AddClusterNodesCount = NodeCount;
