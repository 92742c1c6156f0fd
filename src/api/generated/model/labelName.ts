/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Letters, digits, underscore, hyphen and space; may not start with a space.
 * @minLength 1
 * @maxLength 64
 * @pattern ^[\p{L}\p{N}_-][\p{L}\p{N}_ -]*$
 */
export type LabelName = string;
