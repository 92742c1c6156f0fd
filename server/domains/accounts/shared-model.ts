/**
 * Shared members as rows: a member (shared_users, one per IAM user of the owner) has an account (username, uid)
 * on each cluster it is shared into (shared_user_clusters), with an optional resource limit and the usage there.
 * Used CPU time is sum(cores × run_time) of the jobs its account runs on the cluster.
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Schema } from '../../http/handler-types';
import { clusterAccess, contractName, jobAccountSql, lockCluster, newId, type ClusterRow } from './common';

export interface MemberOnCluster {
  shared_user_id: string;
  username: string;
  status: Schema<'SharedUserStatus'>;
  has_limit: boolean;
  used_file_system: number;
  used_core_hours: number;
}

/** The cluster of a change to shared members: only its owner changes them; shared members are refused (403). */
export async function ownedCluster(db: Db, user: SessionUser, clusterId: string): Promise<ClusterRow> {
  await lockCluster(db, clusterId);
  const { cluster } = await clusterAccess(db, user, clusterId, 'own');
  return cluster;
}

export async function membersOnCluster(db: Db, clusterId: string, ids: string[]): Promise<MemberOnCluster[]> {
  const account = await jobAccountSql(db);
  const rows = await db.query<MemberOnCluster>(
    `SELECT su.shared_user_id, su.username, su.status, suc.has_limit, suc.used_file_system::float8 AS used_file_system,
            coalesce((SELECT sum(j.cores::float8 * j.run_time) / 3600 FROM jobs j WHERE j.cluster_id = suc.cluster_id AND ${account} = su.username AND j.array_spec IS NULL), 0)::float8 AS used_core_hours
       FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id)
      WHERE suc.cluster_id = $1 AND suc.shared_user_id = ANY($2) AND NOT suc.removing`,
    [clusterId, ids],
  );
  const missing = ids.find((id) => !rows.some((r) => r.shared_user_id === id));
  if (missing) throw fail.notFound('acc_shared_user_not_found', { id: missing });
  return rows;
}

export async function checkQueue(db: Db, clusterId: string, names: (string | undefined)[]): Promise<void> {
  const wanted = names.filter((n): n is string => !!n);
  if (!wanted.length) return;
  const known = await db.query<{ queue_name: string }>("SELECT queue_name FROM queues WHERE cluster_id = $1 AND status <> 'deleted'", [
    clusterId,
  ]);
  const missing = wanted.find((n) => !known.some((k) => k.queue_name === n));
  if (missing) throw fail.notFound('acc_queue_not_found', { queue: missing });
}

interface ClusterLimitRow {
  shared_user_id: string;
  cluster_id: string;
  cluster_name: string | null;
  has_limit: boolean;
  queue: string | null;
  partition: string | null;
  file_system_acl: Schema<'SharedFileSystemAcl'>[];
  allocated_core_hours: number | null;
  file_system_quota: number | null;
  used_file_system: number;
  used_seconds: number;
}

/** The clusters entries (SharedUserCluster) of the given members, by shared_user_id. */
export async function memberClusters(db: Db, ids: string[]): Promise<Map<string, Schema<'SharedUserCluster'>[]>> {
  const account = await jobAccountSql(db);
  const rows = await db.query<ClusterLimitRow>(
    `SELECT suc.shared_user_id, suc.cluster_id, c.cluster_name, suc.has_limit, suc.queue, suc.partition, suc.file_system_acl,
            suc.allocated_core_hours, suc.file_system_quota::float8 AS file_system_quota, suc.used_file_system::float8 AS used_file_system,
            coalesce((SELECT sum(j.cores::float8 * j.run_time) FROM jobs j WHERE j.cluster_id = suc.cluster_id AND ${account} = su.username AND j.array_spec IS NULL), 0)::float8 AS used_seconds
       FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id) LEFT JOIN clusters c ON c.cluster_id = suc.cluster_id
      WHERE suc.shared_user_id = ANY($1) AND NOT suc.removing ORDER BY suc.create_time`,
    [ids],
  );
  const result = new Map<string, Schema<'SharedUserCluster'>[]>(ids.map((id) => [id, []]));
  for (const r of rows) {
    const common = { ...(r.queue ? { queue: r.queue } : {}), ...(r.partition ? { partition: r.partition } : {}) };
    result.get(r.shared_user_id)?.push({
      cluster_id: r.cluster_id,
      ...contractName(r.cluster_name),
      ...(r.has_limit
        ? {
            resource_limit: {
              ...common,
              file_system_acl: r.file_system_acl,
              file_system_quota: r.file_system_quota ?? 0,
              user_assoc_resource_limit: { grp_tres_mins: { cpu: (r.allocated_core_hours ?? 0) * 60 } },
            },
            resource_usage: {
              ...common,
              file_system_quota: r.used_file_system,
              user_assoc_resource_limit: { grp_tres_mins: { cpu: Math.round(r.used_seconds / 60) } },
            },
          }
        : {}),
    });
  }
  return result;
}

/**
 * The IAM identity a new shared member is added as, given by IAM user id or e-mail: an IAM user of the owner, else
 * (by e-mail) one of the owner's sub-accounts whose HPC permission is open in the cluster's zone (ADR 0035). A
 * sub-account is given an IAM identity of the owner linked to it (iam_users.user_id, named after its user id and
 * not listed by DescribeIAMUsers) the first time, so the member rows, the shares, the limits and the quotas hold it
 * as they hold an IAM user who signs in.
 */
export async function memberIdentity(
  db: Db,
  owner: string,
  zone: string,
  target: { iam_user_id?: string; email?: string },
): Promise<{ iam_user_id: string }> {
  const [iam] = await db.query<{ iam_user_id: string }>(
    `SELECT iam_user_id FROM iam_users WHERE owner = $1 AND (iam_user_id = $2 OR lower(email) = lower($3))
        AND (user_id IS NULL OR user_id NOT IN (SELECT user_id FROM users WHERE user_type = 1)) LIMIT 1`,
    [owner, target.iam_user_id ?? null, target.email ?? null],
  );
  if (iam) return iam;
  const [sub] = await db.query<{ user_id: string; email: string | null }>(
    'SELECT user_id, email FROM users WHERE owner = $1 AND user_type = 1 AND lower(email) = lower($2)',
    [owner, target.email ?? null],
  );
  if (!sub) throw fail.notFound('acc_user_not_exist');
  const open = await db.query("SELECT 1 FROM permissions WHERE user_id = $1 AND zone = $2 AND status = 'enable'", [sub.user_id, zone]);
  if (!open.length) throw fail.conflict('acc_member_not_authorised', { id: sub.user_id });
  const [linked] = await db.query<{ iam_user_id: string }>('SELECT iam_user_id FROM iam_users WHERE owner = $1 AND user_id = $2', [
    owner,
    sub.user_id,
  ]);
  if (linked) return linked;
  const id = newId('iamu');
  await db.query('INSERT INTO iam_users (iam_user_id, owner, iamuser_name, email, user_id) VALUES ($1, $2, $3, $4, $5)', [
    id,
    owner,
    sub.user_id,
    sub.email,
    sub.user_id,
  ]);
  return { iam_user_id: id };
}

/** Whether the user is a shared member (an IAM user the owner shared a cluster with, or a sub-user). */
export async function isSharedMember(db: Db, user: SessionUser): Promise<boolean> {
  if (user.user_type === 1) return true;
  const rows = await db.query('SELECT 1 FROM shared_users su JOIN iam_users iu USING (iam_user_id) WHERE iu.user_id = $1 LIMIT 1', [
    user.user_id,
  ]);
  return rows.length > 0;
}
