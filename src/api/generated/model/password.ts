/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * 12-30 characters with a lowercase letter, an uppercase letter, a digit and one of ! @ # % $ ^ & *; no other characters.
 * @minLength 12
 * @maxLength 30
 */
export type Password = string;
