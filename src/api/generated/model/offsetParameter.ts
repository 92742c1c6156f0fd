/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Rows to skip.
 */
export type OffsetParameter = number;
