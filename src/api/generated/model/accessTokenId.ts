/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a personal access token (not secret: it is the token's visible part).
 * @pattern ^pat-[a-z0-9]{12}$
 */
export type AccessTokenId = string;
