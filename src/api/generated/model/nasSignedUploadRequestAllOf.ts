/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasObjectPrefix } from './nasObjectPrefix';
import type { NasSignaturePolicy } from './nasSignaturePolicy';
import type { NasSignatureValue } from './nasSignatureValue';

export type NasSignedUploadRequestAllOf = {
  /** The answered key_prefix, as given: it must be the policy's folder. */
  key_prefix?: NasObjectPrefix;
  /** The answered overwrite, as given: it must be the policy's. */
  overwrite?: boolean;
  policy: NasSignaturePolicy;
  signature: NasSignatureValue;
  /** A file part, after the fields: its filename is one of the policy's files and its size at most the size announced for it (each part at most 209715200 bytes, 209715200 bytes in all). Repeat the part for several files, up to 10. */
  file: Blob;
};
