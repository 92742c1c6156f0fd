/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { CoreHours } from './coreHours';
import type { ClusterUserStorageQuotaGb } from './clusterUserStorageQuotaGb';
import type { ClusterUserQueueNames } from './clusterUserQueueNames';
import type { ClusterUserFolders } from './clusterUserFolders';

/**
 * Core-hours, storage, queues and folders of a cluster user.
 */
export interface ClusterUserQuotaForm {
  allocated_core_hours: CoreHours;
  storage_quota_gb: ClusterUserStorageQuotaGb;
  queues?: ClusterUserQueueNames;
  folders?: ClusterUserFolders;
}
