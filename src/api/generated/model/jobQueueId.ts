/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The console's id of a cluster queue (hpcqueue_id).
 * @pattern ^hpcq-[a-z0-9]{4,16}$
 */
export type JobQueueId = string;
