/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of an S2 server (vNAS).
 * @pattern ^s2-[a-z0-9]{4,16}$
 */
export type S2ServerId = string;
