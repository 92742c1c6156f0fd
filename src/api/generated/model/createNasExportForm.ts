/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasResourceName } from './nasResourceName';
import type { NasQuotaGiB } from './nasQuotaGiB';
import type { NasAbsolutePath } from './nasAbsolutePath';
import type { NasDescription } from './nasDescription';

export interface CreateNasExportForm {
  name: NasResourceName;
  quota: NasQuotaGiB;
  shared_path?: NasAbsolutePath;
  description?: NasDescription;
}
