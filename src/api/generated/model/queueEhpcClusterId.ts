/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';

/**
 * An EHPC cluster (ehpc-…): queues grouping the cluster's own compute nodes.
 * @pattern ^ehpc-
 */
export type QueueEhpcClusterId = ClusterId;
