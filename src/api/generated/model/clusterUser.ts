/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ShortName } from './shortName';
import type { PosixId } from './posixId';
import type { ClusterId } from './clusterId';
import type { ClusterFolderPath } from './clusterFolderPath';
import type { ClusterUserStatus } from './clusterUserStatus';
import type { DateTime } from './dateTime';

/**
 * An account on a cluster with its core-hour and storage quotas, the queues it may submit to and the folders it may access. Core-hours are shown in hours, storage in bytes.
 */
export interface ClusterUser {
  account: ShortName;
  uid: PosixId;
  gid: PosixId;
  cluster_id: ClusterId;
  /**
   * Core-hours allocated to the account.
   * @minimum 0
   */
  allocated_core_hours: number;
  /**
   * Core-hours used by the account's jobs.
   * @minimum 0
   */
  used_core_hours: number;
  /** allocated_core_hours minus used_core_hours; negative when running jobs overdrew the allocation. */
  remaining_core_hours: number;
  /**
   * Storage quota in bytes.
   * @minimum 0
   */
  storage_quota: number;
  /**
   * Storage used in bytes.
   * @minimum 0
   */
  storage_used: number;
  /** Names of the queues the account may submit to. */
  queues: ShortName[];
  /** Folders the account may access besides its home folder. */
  folders: ClusterFolderPath[];
  status: ClusterUserStatus;
  create_time: DateTime;
}
