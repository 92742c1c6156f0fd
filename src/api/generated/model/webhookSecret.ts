/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The key of the HMAC-SHA256 signature: 16 to 128 visible ASCII characters.
 * @minLength 16
 * @maxLength 128
 * @pattern ^[!-~]{16,128}$
 */
export type WebhookSecret = string;
