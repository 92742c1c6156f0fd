/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { NasSignatureResponseAllOf } from './nasSignatureResponseAllOf';

/**
 * A signed URL for a direct upload (a multipart POST of fields plus the file parts) or download (a GET), valid until expire_time.
 */
export type NasSignatureResponse = SuccessEnvelope & NasSignatureResponseAllOf;
