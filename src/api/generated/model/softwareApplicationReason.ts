/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Why the software is needed.
 * @minLength 1
 * @maxLength 256
 */
export type SoftwareApplicationReason = string;
