/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Why the request is refused, in the decider's words (not only spaces).
 * @minLength 1
 * @maxLength 500
 * @pattern \S
 */
export type TimeExtensionRefuseReason = string;
