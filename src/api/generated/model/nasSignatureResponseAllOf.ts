/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DateTime } from './dateTime';
import type { NasSignatureResponseAllOfFields } from './nasSignatureResponseAllOfFields';

export type NasSignatureResponseAllOf = {
  /** Where to send the request: on the gateway's configured public origin (HPC_PUBLIC_URL) when it has one, else a path on the origin the console was loaded from (resolve it against that origin). Never built from the request's Host header. */
  url: string;
  expire_time: DateTime;
  /** Form fields (upload) or query fields (download) to send with the request, as given. */
  fields: NasSignatureResponseAllOfFields;
};
