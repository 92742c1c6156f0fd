/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * An absolute path: starts with /, one line of at most 1024 characters, no . or .. segment (no path escapes its root).
 * @minLength 1
 * @maxLength 1024
 * @pattern ^/[^\r\n]*$
 */
export type AbsolutePath = string;
