/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * A name the owner's users sign in with.
 * @minLength 1
 * @maxLength 64
 * @pattern ^[A-Za-z0-9_.@-]+$
 */
export type LoginAccountName = string;
