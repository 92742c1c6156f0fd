/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The policy of a signed URL, as answered in fields.policy: base64url-encoded JSON that names what may be uploaded or downloaded, into or from which export, on whose authority and until when. Sent back exactly as given.
 * @minLength 1
 * @pattern ^[A-Za-z0-9_-]+$
 */
export type NasSignaturePolicy = string;
