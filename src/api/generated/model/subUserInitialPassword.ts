/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The initial password generated when the sub-user's HPC permission was opened (3 uppercase letters, 3 lowercase letters, 3 digits and 2 of ! @ # % $ ^ & *). Shown once; null afterwards and for sub-users not yet authorised.
 * @minLength 11
 * @maxLength 30
 */
export type SubUserInitialPassword = string | null;
