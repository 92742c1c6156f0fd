/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareApplicationId } from './softwareApplicationId';
import type { SoftwareId } from './softwareId';
import type { ClusterId } from './clusterId';
import type { SoftwareReviewStatus } from './softwareReviewStatus';

export type ReviewSoftwareApplicationResponseAllOf = {
  apply_id: SoftwareApplicationId;
  hpcsw_id: SoftwareId;
  cluster_id: ClusterId;
  status: SoftwareReviewStatus;
};
