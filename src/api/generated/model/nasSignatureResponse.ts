/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { NasSignatureResponseAllOf } from './nasSignatureResponseAllOf';

/**
 * A signed URL for a direct upload (a multipart POST of the fields, then the file parts) or download (a GET with the fields as its query), valid until expire_time. The URL and its fields stay short whatever the number of files: the gateway keeps the policy, fields.policy is its id.
 */
export type NasSignatureResponse = SuccessEnvelope & NasSignatureResponseAllOf;
