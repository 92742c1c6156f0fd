/**
 * Who may read, change and own a cluster: the one rule of every domain (clusters, nodes, queues and policies,
 * cluster users and shared members, projects, jobs and job templates, software, billing, monitoring), written
 * down in docs/decisions/0006-cluster-access.md. Everything happens inside one account (clusters.owner):
 *
 *  - a cluster shared with the user (a cluster_shares row: a project member, or an IAM user added as a shared
 *    member) is used with that row's permission, read-only or read-write, whoever the user otherwise is; the
 *    row wins, so a read-only member never changes the cluster;
 *  - otherwise the account's own users own it: the owner and its IAM users (users with an iamuser_name act for
 *    their owner); a sub-user (user_type 1) owns only the clusters it created itself (spec section 6: it must use
 *    shared clusters); an IAM user acting for its owner (no share row) uses the clusters — reads them and changes
 *    what runs in them (jobs, templates, queues) — but neither administers (start, stop, resume, upgrade, resize,
 *    modify, nodes, cluster users and their quotas) nor owns them (ADR 0013, ADR 0042);
 *  - anything else, including every cluster of another account (an admin role is no exception), is unseen: it
 *    is refused exactly like a cluster that does not exist (404, or 403 for the operations whose contract says
 *    so), naming only the id the request gave, so no answer tells whether another account's cluster exists.
 *
 * Reading needs access; changing needs read-write; administering needs read-write and not an IAM user acting for
 * its owner; owning (delete the cluster, its bills, its projects and shared members) needs the owner role and not
 * an IAM user. Refusals of a seen cluster are 403.
 */
import type { SessionUser } from '../auth/sessions';
import { keptAnswers } from '../db/answer-cache';
import type { Db } from '../db/database';
import { Failure, fail } from '../http/failure';

export type SharePermission = 'readonly' | 'readwrite';
export type ClusterRole = 'owner' | 'shared_member';

export interface ClusterRight {
  role: ClusterRole;
  /** readwrite for the owner; the share's permission for a shared member. */
  permission: SharePermission;
  /** An IAM user acting for its owner (no share row): it neither administers nor owns the cluster (ADR 0013). */
  delegate?: true;
}

/**
 * What a request does with the cluster: read it; change what runs in it (jobs, job files and templates, queues and
 * policies, software); administer the cluster itself (start, stop, resume, upgrade, resize, modify, its nodes, its
 * users and their quotas: ADR 0042); own it (delete it, share it — shared members, projects —, its bills).
 */
export type ClusterNeed = 'read' | 'change' | 'administer' | 'own';

/** The user fields the rule looks at (iamuser_name: an IAM user; absent is read as none). */
export type AccessUser = Pick<SessionUser, 'user_id' | 'owner' | 'user_type'> & Partial<Pick<SessionUser, 'iamuser_name'>>;

/** Statuses of a cluster whose resources are gone (for the domains that treat it as unseen, `hideGone`). */
export const GONE_STATUSES: readonly string[] = ['deleted', 'ceased', 'terminated'];

export const isSubUser = (user: Pick<SessionUser, 'user_type'>): boolean => user.user_type === 1;

/** IAM users are identified by iamuser_name (spec section 6). */
export const isIamUser = (user: Partial<Pick<SessionUser, 'iamuser_name'>>): boolean =>
  typeof user.iamuser_name === 'string' && user.iamuser_name !== '';

/** The rule itself: the user's right on a cluster with the given share row (null without one); null when unseen. */
export function clusterRight(
  user: AccessUser,
  cluster: { owner: string; created_by: string | null },
  share: SharePermission | null,
): ClusterRight | null {
  if (cluster.owner !== user.owner) return null;
  if (share) return { role: 'shared_member', permission: share };
  if (isSubUser(user) && cluster.created_by !== user.user_id) return null;
  if (isIamUser(user)) return { role: 'owner', permission: 'readwrite', delegate: true };
  return { role: 'owner', permission: 'readwrite' };
}

/**
 * The user's right on what the account holds outside any one cluster (its projects): the rule applied as to a
 * cluster of the account that the user did not create and no share row gives, so only the account owner owns it;
 * an IAM user is a delegate, a sub-user does not see it (null).
 */
export function accountRight(user: AccessUser, owner: string): ClusterRight | null {
  return clusterRight(user, { owner, created_by: null }, null);
}

/** Whether the right allows the need. */
export function allows(right: ClusterRight, need: ClusterNeed): boolean {
  if (need === 'read') return true;
  if (need === 'change') return right.permission === 'readwrite';
  if (right.delegate) return false;
  if (need === 'administer') return right.permission === 'readwrite';
  return right.role === 'owner';
}

/**
 * Refuses (403) a seen cluster the right does not allow the need on: read-only members change nothing, members own
 * nothing, an IAM user acting for its owner administers and owns nothing.
 */
export function requireRight(right: ClusterRight, need: ClusterNeed): void {
  if (allows(right, need)) return;
  if (right.delegate) throw fail.forbidden('cluster_account_owner_only');
  throw need === 'own' ? fail.forbidden('cluster_owner_only') : fail.forbidden('clusters_shared_readonly');
}

export interface UnseenOptions {
  /** 403 for the operations whose contract declares a cluster the user cannot see or does not own as 403; 404 otherwise. */
  unseen?: 'not_found' | 'forbidden';
  /** The id the refusal names when the request named something else than the cluster (a node, a queue, a job). */
  named?: string;
}

/** The refusal of an unseen (or missing) cluster. */
export function unseenCluster(clusterId: string, options: UnseenOptions = {}): Failure {
  if (options.unseen === 'forbidden') return fail.forbidden('cluster_access_denied', { id: options.named ?? clusterId });
  return options.named === undefined
    ? fail.notFound('clusters_not_found', { id: clusterId })
    : fail.notFound('not_found', { id: options.named });
}

export interface AccessOptions extends UnseenOptions {
  /** Columns of the answered row, over `clusters c` and `joins` (default c.*). */
  columns?: string;
  /** More tables the columns read, joined to `clusters c`. */
  joins?: string;
  /** A cluster in one of GONE_STATUSES is unseen. */
  hideGone?: boolean;
  /** Holds the cluster's row until the transaction ends (pass the transaction as db). */
  lock?: boolean;
}

interface AccessColumns {
  access_owner: string;
  access_created_by: string | null;
  access_status: string;
  access_share: SharePermission | null;
}

/**
 * The cluster, when the user may do `need` on it, with the user's right; refuses an unseen or missing cluster
 * (404, or 403 with `unseen: 'forbidden'`) and a seen one the right does not allow (403). One query.
 */
export async function clusterFor<T extends object>(
  db: Db,
  user: AccessUser,
  clusterId: string,
  need: ClusterNeed,
  options: AccessOptions = {},
): Promise<{ cluster: T; right: ClusterRight }> {
  const rows = await db.query<T & AccessColumns>(
    `SELECT ${options.columns ?? 'c.*'}, c.owner AS access_owner, c.created_by AS access_created_by, c.status AS access_status, s.permission AS access_share
       FROM clusters c ${options.joins ?? ''}
       LEFT JOIN cluster_shares s ON s.cluster_id = c.cluster_id AND s.user_id = $2
      WHERE c.cluster_id = $1${options.lock ? ' FOR UPDATE OF c' : ''}`,
    [clusterId, user.user_id],
  );
  const row = rows[0];
  const right = row ? clusterRight(user, { owner: row.access_owner, created_by: row.access_created_by }, row.access_share) : null;
  if (!row || !right || (options.hideGone && GONE_STATUSES.includes(row.access_status))) throw unseenCluster(clusterId, options);
  requireRight(right, need);
  const { access_owner: _owner, access_created_by: _createdBy, access_status: _status, access_share: _share, ...cluster } = row;
  return { cluster: cluster as unknown as T, right };
}

/** What the rule reads of a cluster for one user: the cluster's owner and creator, and the user's share row. */
interface AccessRow {
  owner: string;
  created_by: string | null;
  share: SharePermission | null;
}

/** Access rows kept per database (server/db/answer-cache.ts), per user and cluster. */
const ACCESS_ROWS_KEPT = 10_000;
const keptAccessRows = keptAnswers<AccessRow | null>('cluster_access', ACCESS_ROWS_KEPT);

/**
 * The access row of a user on a cluster; null when the cluster does not exist. With the embedded database it is kept
 * under the `cluster_access` change version (migration 0072: a cluster added, removed or given another owner or
 * creator, and any share change, move it before the change's caller is answered), so a revoked share is refused on
 * the very next request. Inside a transaction (no `changes`) it is always read.
 */
async function accessRow(db: Db, userId: string, clusterId: string): Promise<AccessRow | null> {
  const load = async (): Promise<AccessRow | null> => {
    const [row] = await db.query<AccessRow>(
      'SELECT c.owner, c.created_by, s.permission AS share FROM clusters c LEFT JOIN cluster_shares s ON s.cluster_id = c.cluster_id AND s.user_id = $2 WHERE c.cluster_id = $1',
      [clusterId, userId],
    );
    // Frozen: a kept row answers many requests.
    return row ? Object.freeze({ owner: row.owner, created_by: row.created_by, share: row.share }) : null;
  };
  return keptAccessRows.get(db, JSON.stringify([userId, clusterId]), load);
}

/**
 * The user's right on a cluster, or null when the user does not see it or it does not exist (no refusal). The rule is
 * applied to the session's user as it is now (its owner and user_type come with the session, which follows every
 * change to users), over the cluster's access row (kept, see accessRow).
 */
export async function rightOn(db: Db, user: AccessUser, clusterId: string): Promise<ClusterRight | null> {
  const row = await accessRow(db, user.user_id, clusterId);
  return row ? clusterRight(user, row, row.share) : null;
}

/**
 * SQL that is true for the clusters (alias `c`) the user sees, for lists; `param` binds a value and answers its
 * placeholder. `share` names a joined cluster_shares row of the user (`LEFT JOIN cluster_shares s ON
 * s.cluster_id = c.cluster_id AND s.user_id = <user>`), else an EXISTS looks it up. Same rule as clusterRight.
 */
export function visibleClustersSql(user: AccessUser, param: (value: unknown) => string, c = 'c', share?: string): string {
  const owned = `${c}.owner = ${param(user.owner)}`;
  if (!isSubUser(user)) return owned;
  const me = param(user.user_id);
  const shared = share
    ? `${share}.user_id IS NOT NULL`
    : `EXISTS (SELECT 1 FROM cluster_shares vs WHERE vs.cluster_id = ${c}.cluster_id AND vs.user_id = ${me})`;
  return `(${owned} AND (${c}.created_by = ${me} OR ${shared}))`;
}
