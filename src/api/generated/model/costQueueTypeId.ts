/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A queue type of queue/getQueueTypes.
 * @pattern ^qt-[a-z0-9]{2,16}$
 */
export type CostQueueTypeId = string;
