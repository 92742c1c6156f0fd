/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeId } from './nodeId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type ClusterNodeIds = NodeId[];
