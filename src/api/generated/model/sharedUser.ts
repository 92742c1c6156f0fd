/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedUserId } from './sharedUserId';
import type { IamUserId } from './iamUserId';
import type { ShortName } from './shortName';
import type { Email } from './email';
import type { SharedPermission } from './sharedPermission';
import type { Count } from './count';
import type { SharedUserStatus } from './sharedUserStatus';
import type { UserId } from './userId';
import type { SharedUserCluster } from './sharedUserCluster';
import type { DateTime } from './dateTime';

/**
 * A member of the owner's shared clusters: an IAM user with an account (username, uid, gid) on one or more clusters, and per cluster its resource limit and usage. CPU time is in seconds, file-system quotas in bytes.
 */
export interface SharedUser {
  shared_user_id: SharedUserId;
  iam_user_id: IamUserId;
  /** The member's account name on the clusters. */
  username: ShortName;
  email?: Email;
  permission?: SharedPermission;
  /** Seconds of CPU time used, summed over the clusters. */
  used_cpu_time?: Count;
  /** Seconds of CPU time allocated, summed over the clusters. */
  allocated_cpu_time?: Count;
  /** Bytes used on the shared file systems. */
  used_file_system_quota?: Count;
  /** Bytes allocated on the shared file systems. */
  allocated_file_system_quota?: Count;
  status: SharedUserStatus;
  /**
   * POSIX user id on the clusters.
   * @minimum 0
   */
  uid?: number;
  /**
   * POSIX group id on the clusters.
   * @minimum 0
   */
  gid?: number;
  owner: UserId;
  clusters: SharedUserCluster[];
  create_time?: DateTime;
}
