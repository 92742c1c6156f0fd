/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NodeRole } from './nodeRole';
import type { NodeCount } from './nodeCount';
import type { QueueId } from './queueId';

export type AddClusterNodesFormAllOf = {
  role: NodeRole;
  count?: NodeCount;
  /** The queue the compute nodes join; the cluster's default queue when omitted. */
  hpcqueue_id?: QueueId;
  /** One fixed private IP per node, in the cluster's network; assigned automatically when omitted. */
  private_ips?: unknown;
};
