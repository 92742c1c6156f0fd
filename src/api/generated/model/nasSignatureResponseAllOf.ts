/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { DateTime } from './dateTime';
import type { NasSignatureResponseAllOfFields } from './nasSignatureResponseAllOfFields';

export type NasSignatureResponseAllOf = {
  url: string;
  expire_time: DateTime;
  /** Form fields (upload) or query fields (download) to send with the request, as given. */
  fields: NasSignatureResponseAllOfFields;
};
