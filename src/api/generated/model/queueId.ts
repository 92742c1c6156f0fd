/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a queue of a cluster, HPC or EHPC (hpcqueue_id).
 * @pattern ^hpcq-[a-z0-9]{4,16}$
 */
export type QueueId = string;
