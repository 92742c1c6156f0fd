/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The SHA-256 digest of a whole file, 64 lower-case hexadecimal digits.
 * @pattern ^[0-9a-f]{64}$
 */
export type NasSha256 = string;
