/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a queue type of queue_types_set; a dedicated HPC queue is bound from one.
 * @pattern ^qt-[a-z0-9]{2,16}$
 */
export type QueueTypeId = string;
