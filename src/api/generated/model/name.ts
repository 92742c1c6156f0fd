/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 1-20 letters, digits or underscores (letters of any script).
 * @minLength 1
 * @maxLength 20
 * @pattern ^[\p{L}\p{N}_]+$
 */
export type Name = string;
