/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of an upload session (createUploadSession).
 * @pattern ^upl-[a-z0-9]{16}$
 */
export type NasUploadId = string;
