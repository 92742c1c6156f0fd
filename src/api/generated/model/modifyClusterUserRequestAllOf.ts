/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { ShortName } from './shortName';
import type { Password } from './password';
import type { CoreHours } from './coreHours';
import type { ClusterUserStorageQuotaGb } from './clusterUserStorageQuotaGb';
import type { ClusterUserQueueNames } from './clusterUserQueueNames';
import type { ClusterUserFolders } from './clusterUserFolders';

export type ModifyClusterUserRequestAllOf = (unknown & {
  cluster_id: ClusterId;
  account: ShortName;
  /** A new password for the account. */
  password?: Password;
  allocated_core_hours?: CoreHours;
  storage_quota_gb?: ClusterUserStorageQuotaGb;
  queues?: ClusterUserQueueNames;
  folders?: ClusterUserFolders;
}) | (unknown & {
  cluster_id: ClusterId;
  account: ShortName;
  /** A new password for the account. */
  password?: Password;
  allocated_core_hours?: CoreHours;
  storage_quota_gb?: ClusterUserStorageQuotaGb;
  queues?: ClusterUserQueueNames;
  folders?: ClusterUserFolders;
}) | (unknown & {
  cluster_id: ClusterId;
  account: ShortName;
  /** A new password for the account. */
  password?: Password;
  allocated_core_hours?: CoreHours;
  storage_quota_gb?: ClusterUserStorageQuotaGb;
  queues?: ClusterUserQueueNames;
  folders?: ClusterUserFolders;
}) | (unknown & {
  cluster_id: ClusterId;
  account: ShortName;
  /** A new password for the account. */
  password?: Password;
  allocated_core_hours?: CoreHours;
  storage_quota_gb?: ClusterUserStorageQuotaGb;
  queues?: ClusterUserQueueNames;
  folders?: ClusterUserFolders;
}) | (unknown & {
  cluster_id: ClusterId;
  account: ShortName;
  /** A new password for the account. */
  password?: Password;
  allocated_core_hours?: CoreHours;
  storage_quota_gb?: ClusterUserStorageQuotaGb;
  queues?: ClusterUserQueueNames;
  folders?: ClusterUserFolders;
});
