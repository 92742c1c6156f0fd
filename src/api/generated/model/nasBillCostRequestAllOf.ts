/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasQuotaGiB } from './nasQuotaGiB';
import type { FileSystemId } from './fileSystemId';

export type NasBillCostRequestAllOf = {
  /** The quota to price, in GiB. */
  quota: NasQuotaGiB;
  /** The file system the quota would be taken from, when known. */
  fs_id?: FileSystemId;
};
