/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareApplicationId } from './softwareApplicationId';
import type { SoftwareId } from './softwareId';
import type { SoftwareName } from './softwareName';
import type { SoftwareVersion } from './softwareVersion';
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { Zone } from './zone';
import type { UserId } from './userId';
import type { SoftwareApplicationReason } from './softwareApplicationReason';
import type { ApprovalStatus } from './approvalStatus';
import type { DateTime } from './dateTime';
import type { SoftwareRejectReason } from './softwareRejectReason';

/**
 * An application for a commercial software package on a cluster (software/apply): who applied, why, and the zone administrator's decision (status pending, then passed or rejected).
 */
export interface SoftwareApplication {
  apply_id: SoftwareApplicationId;
  hpcsw_id: SoftwareId;
  sw_name: SoftwareName;
  sw_ver: SoftwareVersion;
  cluster_id: ClusterId;
  cluster_name?: Name;
  zone: Zone;
  /** The user who applied. */
  user_id: UserId;
  /**
   * The applicant's display name.
   * @maxLength 128
   */
  user_name?: string;
  /** The account the cluster belongs to. */
  owner?: UserId;
  reason: SoftwareApplicationReason;
  status: ApprovalStatus;
  create_time: DateTime;
  /** When the status last changed (the decision's time once passed or rejected). */
  status_time: DateTime;
  /** Why the zone administrator rejected the application (present once rejected). */
  reject_reason?: SoftwareRejectReason;
}
