/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 3-12 ASCII letters, digits or underscores (account and queue names on the cluster).
 * @minLength 3
 * @maxLength 12
 * @pattern ^[A-Za-z0-9_]+$
 */
export type ShortName = string;
