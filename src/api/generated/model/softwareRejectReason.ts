/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Why an application is rejected, in the zone administrator's words (not only spaces).
 * @minLength 1
 * @maxLength 256
 * @pattern \S
 */
export type SoftwareRejectReason = string;
