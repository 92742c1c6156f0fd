/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of an elastic (public) IP.
 * @pattern ^eip-[a-z0-9]{4,16}$
 */
export type EipId = string;
