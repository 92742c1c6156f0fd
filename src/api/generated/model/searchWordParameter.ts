/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Case-insensitive substring matched against names and ids.
 */
export type SearchWordParameter = string;
