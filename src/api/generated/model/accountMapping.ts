/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UserId } from './userId';
import type { ClusterAccount } from './clusterAccount';

export interface AccountMapping {
  user_id: UserId;
  account: ClusterAccount;
}
