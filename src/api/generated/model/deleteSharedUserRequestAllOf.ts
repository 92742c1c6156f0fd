/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { SharedUserIds } from './sharedUserIds';

export type DeleteSharedUserRequestAllOf = {
  cluster_id: ClusterId;
  shared_user_ids: SharedUserIds;
};
