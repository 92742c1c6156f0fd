/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a time-limit extension request.
 * @pattern ^tx-[a-z0-9]{6,16}$
 */
export type TimeExtensionId = string;
