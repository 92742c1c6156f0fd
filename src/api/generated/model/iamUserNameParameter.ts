/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The IAM user name, where the session is an IAM user's.
 */
export type IamUserNameParameter = string;
