/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @pattern ^[a-z][a-z0-9-]{1,31}$
 */
export type Zone = string;
