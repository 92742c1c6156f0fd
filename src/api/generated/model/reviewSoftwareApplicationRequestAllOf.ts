/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareApplicationId } from './softwareApplicationId';
import type { SoftwareReviewStatus } from './softwareReviewStatus';
import type { SoftwareRejectReason } from './softwareRejectReason';

export type ReviewSoftwareApplicationRequestAllOf = {
  apply_id: SoftwareApplicationId;
  /** passed approves the application, rejected refuses it. */
  status: SoftwareReviewStatus;
  /** Why the application is rejected, shown to the applicant; required when rejecting, not sent when approving. */
  reject_reason?: SoftwareRejectReason;
};
