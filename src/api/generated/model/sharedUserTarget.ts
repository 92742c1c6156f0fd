/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { SharedUserId } from './sharedUserId';

/**
 * A shared member on one cluster.
 */
export interface SharedUserTarget {
  cluster_id: ClusterId;
  shared_user_id: SharedUserId;
}
