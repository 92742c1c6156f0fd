/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedCoreHours } from './sharedCoreHours';
import type { ShortName } from './shortName';
import type { SharedUserQuotaFormFileSystemAclItem } from './sharedUserQuotaFormFileSystemAclItem';

/**
 * The resources a shared member may use on one cluster. allocated_core_hours becomes the scheduler limit grp_tres_mins.cpu (core-hours × 60) and allocated_cpu_time (core-hours × 3600 seconds); file_system_quota_gb becomes file_system_quota in bytes (× 1073741824).
 */
export interface SharedUserQuotaForm {
  allocated_core_hours: SharedCoreHours;
  /**
   * @minimum 1
   * @maximum 10240
   */
  file_system_quota_gb: number;
  queue?: ShortName;
  partition?: ShortName;
  /** @maxItems 20 */
  file_system_acl?: SharedUserQuotaFormFileSystemAclItem[];
}
