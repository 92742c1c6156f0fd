/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The owning account (the parent account for sub-users and IAM users).
 */
export type OwnerParameter = string;
