/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * End of the paid period of a Reserved resource; null for PayForUsed.
 */
export type PrivateResourceInfoExpireTime = string | null;
