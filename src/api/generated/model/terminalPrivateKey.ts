/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * An ssh-rsa or ecdsa-sha2-nistp521 private key file, at most 1M.
 * @minLength 1
 * @maxLength 1048576
 */
export type TerminalPrivateKey = string;
