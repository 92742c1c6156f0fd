/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The display name of a cloud account user (any script).
 * @minLength 1
 * @maxLength 64
 */
export type AccountUserName = string;
