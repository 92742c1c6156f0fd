/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * @minLength 1
 * @maxLength 128
 */
export type TerminalPassword = string;
