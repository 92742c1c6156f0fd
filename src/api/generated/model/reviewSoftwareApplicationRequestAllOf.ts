/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareApplicationId } from './softwareApplicationId';
import type { SoftwareReviewStatus } from './softwareReviewStatus';

export type ReviewSoftwareApplicationRequestAllOf = {
  apply_id: SoftwareApplicationId;
  /** passed approves the application, rejected refuses it. */
  status: SoftwareReviewStatus;
};
