/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a queue (HPC or EHPC).
 * @pattern ^hpcq-[a-z0-9]{4,16}$
 */
export type HpcQueueId = string;
