/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A queue of the cluster (hpcqueue_id).
 * @pattern ^hpcq-[a-z0-9]{4,16}$
 */
export type ClusterNodeQueueId = string;
