/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Only if the key has one.
 * @minLength 0
 * @maxLength 128
 */
export type TerminalPassphrase = string;
