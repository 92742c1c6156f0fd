/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterNodeId } from './clusterNodeId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type ClusterNodeIds = ClusterNodeId[];
