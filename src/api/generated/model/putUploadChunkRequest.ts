/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { PutUploadChunkRequestAllOf } from './putUploadChunkRequestAllOf';

/**
 * One chunk of an upload session: the fields, then the file part holding the chunk's bytes.
 */
export type PutUploadChunkRequest = RequestIdentity & PutUploadChunkRequestAllOf;
