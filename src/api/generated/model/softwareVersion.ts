/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @minLength 1
 * @maxLength 32
 * @pattern ^[A-Za-z0-9][A-Za-z0-9._+-]*$
 */
export type SoftwareVersion = string;
