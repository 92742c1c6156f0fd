/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The policy of a signed URL, as answered in fields.policy: the opaque id (pol- and 32 random hex digits) of the policy the gateway keeps until expire_time, which names what may be uploaded or downloaded, into or from which export, on whose authority and until when. Short whatever the policy names (a download of up to 20000 files), so the URL stays short. Sent back exactly as given.
 * @pattern ^pol-[0-9a-f]{32}$
 */
export type NasSignaturePolicy = string;
