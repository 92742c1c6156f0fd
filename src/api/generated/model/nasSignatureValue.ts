/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The HMAC-SHA256 of the policy's id (fields.policy) with the gateway's secret, in lowercase hex, as answered in fields.signature.
 * @pattern ^[0-9a-f]{64}$
 */
export type NasSignatureValue = string;
