/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The hpcqueue_id of the default queue, as the queue list returns it.
 * @pattern ^hpcq-[a-z0-9]{4,16}$
 */
export type JobTemplateQueueId = string;
