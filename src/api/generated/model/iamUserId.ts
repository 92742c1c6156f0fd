/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of an IAM user of the account.
 * @pattern ^iamu-[a-z0-9]{4,16}$
 */
export type IamUserId = string;
