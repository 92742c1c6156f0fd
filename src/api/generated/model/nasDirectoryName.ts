/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A folder name: 4-50 characters, no / (nor NUL), not starting or ending with a space (a space at either end cannot be told apart in a listing).
 * @minLength 4
 * @maxLength 50
 * @pattern ^[^/\u0000\s](?:[^/\u0000]*[^/\u0000\s])?$
 */
export type NasDirectoryName = string;
