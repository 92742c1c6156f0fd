/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterNodeEip } from './clusterNodeEip';

/**
 * The public IP bound to a login node, null when none.
 */
export type NodeEip = ClusterNodeEip | null;
