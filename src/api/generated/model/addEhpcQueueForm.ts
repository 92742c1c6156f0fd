/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ShortName } from './shortName';
import type { HpcQueueDefaultFlag } from './hpcQueueDefaultFlag';
import type { ClusterNodeIds } from './clusterNodeIds';

/**
 * Adds a queue (scheduler partition) to an EHPC cluster, optionally with some of its compute nodes.
 */
export interface AddEhpcQueueForm {
  queue_name: ShortName;
  is_default?: HpcQueueDefaultFlag;
  /** Omitted when no node is chosen. */
  node_ids?: ClusterNodeIds;
}
