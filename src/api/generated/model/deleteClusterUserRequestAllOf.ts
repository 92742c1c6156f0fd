/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { ClusterUserAccounts } from './clusterUserAccounts';

export type DeleteClusterUserRequestAllOf = {
  cluster_id: ClusterId;
  accounts: ClusterUserAccounts;
};
