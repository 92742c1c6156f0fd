/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * An absolute path: starts with /, no empty, . or .. segment.
 * @maxLength 255
 * @pattern ^/([A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*)?$
 */
export type NasAbsolutePath = string;
