/**
 * What the signed-in user may do with a cluster and with the account's billing, as the gateway decides it (ADR 0006,
 * ADR 0013), so that screens offer only what will be allowed:
 *  - a cluster shared with the user (project_info.shared_role 'shared_member') is used with the share's permission:
 *    read-only reads, read-write also changes and administers; a member never owns it;
 *  - otherwise an IAM user acts for its owner: it works in the cluster (jobs, files, templates, queues) but
 *    neither administers it (start, stop, resume, upgrade, resize, modify, nodes, its users and their quotas) nor
 *    owns it (share, delete);
 *  - the account owner, and a sub-user on a cluster it created, may do everything.
 * Billing (balance, arrears, bills) is the account owner's only.
 */
import type { Cluster } from '@/api/generated/model/cluster';
import type { UserSession } from '@/api/generated/model/userSession';
import { isIamUser, isSubUser } from './session-context';

export type PermissionUser = Pick<UserSession, 'user_type' | 'iamuser_name'>;

export interface ClusterPermissions {
  /** Change what runs in the cluster: jobs, job files and templates, queues. */
  change: boolean;
  /** Change the cluster itself: start, stop, resume, upgrade, resize, modify, its nodes, its users (quotas). */
  administer: boolean;
  /** Share it, stop sharing it, delete or deregister it, read its bills. */
  own: boolean;
}

export function clusterPermissions(user: PermissionUser, cluster: Pick<Cluster, 'project_info'>): ClusterPermissions {
  if (cluster.project_info?.shared_role === 'shared_member') {
    const writable = cluster.project_info.permission === 'readwrite';
    return { change: writable, administer: writable, own: false };
  }
  if (isIamUser(user)) return { change: true, administer: false, own: false };
  return { change: true, administer: true, own: true };
}

/** Whether the user reads the account's billing (balance, arrears, bills): the account owner only. */
export function seesBilling(user: PermissionUser): boolean {
  return !isSubUser(user) && !isIamUser(user);
}
