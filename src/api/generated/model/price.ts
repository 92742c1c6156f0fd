/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A price in the account's currency, 4 decimals.
 * @minimum 0
 */
export type Price = number;
