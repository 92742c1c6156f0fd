/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a software application (apply_id).
 * @pattern ^swa-[a-z0-9]{4,16}$
 */
export type SoftwareApplicationId = string;
