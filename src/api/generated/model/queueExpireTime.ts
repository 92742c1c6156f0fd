/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * End of the Reserved period; null for PayForUsed and shared queues.
 */
export type QueueExpireTime = string | null;
