/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A sub-account's password: 11-30 characters with an uppercase letter, a lowercase letter, a digit and one of ! @ # % $ ^ & *; no other characters (the console generates 3 uppercase, 3 lowercase, 3 digits and 2 symbols).
 * @minLength 11
 * @maxLength 30
 */
export type SubUserPassword = string;
