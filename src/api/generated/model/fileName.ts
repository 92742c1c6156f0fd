/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A file name: 1-254 characters, no / (nor NUL), not . or ..
 * @minLength 1
 * @maxLength 254
 * @pattern ^[^/\u0000]+$
 */
export type FileName = string;
