/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * An http or https URL without user info; loopback, link-local and unspecified hosts are refused unless the gateway allows loopback (ADR 0059).
 * @minLength 10
 * @maxLength 2048
 * @pattern ^https?://[^\s@/]+(/\S*)?$
 */
export type WebhookUrl = string;
