/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A folder name: 4-50 characters, no /.
 * @minLength 4
 * @maxLength 50
 * @pattern ^[^/\u0000]+$
 */
export type NasDirectoryName = string;
