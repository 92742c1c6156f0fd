/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasQuotaGiB } from './nasQuotaGiB';

export interface NasExportCapacityForm {
  quota: NasQuotaGiB;
}
