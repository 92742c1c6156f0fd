/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Why the job needs more time, in the submitter's words (not only spaces).
 * @minLength 1
 * @maxLength 500
 * @pattern \S
 */
export type TimeExtensionReason = string;
