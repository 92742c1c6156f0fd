/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * An amount in the account's currency with up to 4 decimals; negative when the account is in arrears.
 */
export type SignedAmount = number;
