/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { NasSignedUploadRequestAllOf } from './nasSignedUploadRequestAllOf';

/**
 * A direct upload by a signed URL (getUploadSignature): the answered fields as given, then one part named file per file. The fields (policy and signature, and key_prefix and overwrite when sent) come before the first file part: the gateway checks them when that part starts and refuses the request (403, nothing stored) if they are missing or not valid then. The file part may be repeated for up to 10 of the policy's files (x-max-files); a mock validator that reads one value per multipart field sees the last one.
 */
export type NasSignedUploadRequest = RequestIdentity & NasSignedUploadRequestAllOf;
