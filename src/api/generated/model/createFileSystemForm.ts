/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasResourceName } from './nasResourceName';
import type { NasQuotaGiB } from './nasQuotaGiB';
import type { NasDescription } from './nasDescription';

export interface CreateFileSystemForm {
  name: NasResourceName;
  capacity: NasQuotaGiB;
  description?: NasDescription;
}
