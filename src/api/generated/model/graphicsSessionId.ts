/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a graphics session.
 * @pattern ^gs-[a-z0-9]{6,16}$
 */
export type GraphicsSessionId = string;
