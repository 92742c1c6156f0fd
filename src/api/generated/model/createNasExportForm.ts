/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasResourceName } from './nasResourceName';
import type { NasQuotaGiB } from './nasQuotaGiB';
import type { AbsolutePath } from './absolutePath';
import type { NasDescription } from './nasDescription';

export interface CreateNasExportForm {
  name: NasResourceName;
  quota: NasQuotaGiB;
  shared_path?: AbsolutePath;
  description?: NasDescription;
}
