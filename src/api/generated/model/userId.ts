/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @pattern ^[a-z]+-[A-Za-z0-9_-]{1,40}$
 */
export type UserId = string;
