/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { PutNasObjectRequestAllOf } from './putNasObjectRequestAllOf';

/**
 * A multipart upload of one file into one folder of an export, or the saving of an edited text file (overwrite true). An upload of several files (at most 10, the configuration's upload.max_files) is one request per file, so a mock validator that reads one value per multipart field sees every request whole.
 */
export type PutNasObjectRequest = RequestIdentity & PutNasObjectRequestAllOf;
