/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The zone the request works in.
 */
export type ZoneParameter = string;
