/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @maxLength 64
 */
export type SearchWord = string;
