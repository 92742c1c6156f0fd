/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareId } from './softwareId';
import type { ClusterId } from './clusterId';
import type { ApprovalStatus } from './approvalStatus';

export type ApplySoftwareResponseAllOf = {
  hpcsw_id: SoftwareId;
  cluster_id: ClusterId;
  /** A new application always waits for the administrator. */
  apply_status: ApprovalStatus;
};
