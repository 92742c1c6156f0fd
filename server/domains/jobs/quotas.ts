/**
 * The quotas a user's jobs run under (ADR 0026), computed here and only here: the submission refuses a job that
 * needs more core-hours than remain, and job/quotaUsage answers the same figures to the console (submit form,
 * header warnings).
 *
 * Two models give a user a quota on a cluster:
 *  - a cluster user (cluster_users) whose account is the one the user's jobs run as: allocated core-hours and a
 *    storage quota;
 *  - a shared member (shared_users ⋈ shared_user_clusters of the user's IAM user) with a resource limit there:
 *    its core-hour limit and file-system quota; its jobs run as its account there (username).
 * A user with neither is not limited. On a cluster where the user is a shared member its member account is the one
 * its jobs run as, so a cluster user of clusterUser(user)'s name does not apply there.
 *
 * Core-hours of an account on a cluster: used = sum(cores × run_time) / 3600 of its jobs (as the lists count);
 * reserved = what its pending jobs may still take (cores × time limit) plus what its running jobs may still take
 * (cores × the rest of their time limit); remaining = quota − used − reserved. A job without a time limit reserves
 * nothing (what it may take is unknown; its run counts as used as it runs), and is accepted only while core-hours
 * remain.
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { Failure } from '../../http/failure';
import type { Handlers } from '../../http/contract-routes';
import { jobAccountSql } from '../accounts/common';
import { usableCluster } from './clusters';
import { clusterUser, signedIn } from './common';

/** The ret_code of a submission refused for the core-hour quota (FailureRetCode). */
export const CORE_HOURS_RET_CODE = 2510;

export type QuotaSource = 'cluster_user' | 'shared_member';

export interface QuotaFigures {
  cluster_id: string;
  cluster_name: string | null;
  kind: 'core_hours' | 'storage';
  source: QuotaSource;
  account: string;
  /** Core-hours, or bytes for storage. */
  quota: number;
  used: number;
  /** Core-hours the account's running and pending jobs may still take (0 for storage). */
  reserved: number;
  remaining: number;
}

interface QuotaRow {
  cluster_id: string;
  cluster_name: string | null;
  source: QuotaSource;
  account: string;
  core_hours: number | null;
  storage_quota: number | null;
  storage_used: number;
}

/** The account a user's jobs run as on a cluster: its shared member account there, else clusterUser(user). */
export async function jobAccount(db: Db, user: Pick<SessionUser, 'user_id' | 'iamuser_name'>, clusterId: string): Promise<string> {
  const [member] = await db.query<{ username: string }>(
    `SELECT su.username FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id) JOIN iam_users iu USING (iam_user_id)
      WHERE suc.cluster_id = $1 AND iu.user_id = $2 AND NOT suc.removing AND su.status <> 'deleting' LIMIT 1`,
    [clusterId, user.user_id],
  );
  return member?.username ?? clusterUser(user);
}

/** The user's quota rows: on one cluster, or on every cluster (clusterId null). */
async function quotaRows(db: Db, user: Pick<SessionUser, 'user_id' | 'iamuser_name' | 'owner'>, clusterId: string | null): Promise<QuotaRow[]> {
  return db.query<QuotaRow>(
    `SELECT cu.cluster_id, c.cluster_name, 'cluster_user' AS source, cu.account, cu.allocated_core_hours::float8 AS core_hours,
            cu.storage_quota::float8 AS storage_quota, cu.storage_used::float8 AS storage_used
       FROM cluster_users cu JOIN clusters c ON c.cluster_id = cu.cluster_id
      WHERE cu.account = $2 AND cu.phase <> 'deleting' AND ($3::text IS NULL OR cu.cluster_id = $3) AND c.status NOT IN ('deleted', 'ceased', 'terminated')
        AND (c.owner = $4 OR EXISTS (SELECT 1 FROM cluster_shares s WHERE s.cluster_id = c.cluster_id AND s.user_id = $1))
        AND NOT EXISTS (SELECT 1 FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id) JOIN iam_users iu USING (iam_user_id)
                         WHERE suc.cluster_id = cu.cluster_id AND iu.user_id = $1 AND NOT suc.removing)
     UNION ALL
     SELECT suc.cluster_id, c.cluster_name, 'shared_member', su.username, suc.allocated_core_hours::float8,
            suc.file_system_quota::float8, suc.used_file_system::float8
       FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id) JOIN iam_users iu USING (iam_user_id) JOIN clusters c ON c.cluster_id = suc.cluster_id
      WHERE iu.user_id = $1 AND suc.has_limit AND NOT suc.removing AND ($3::text IS NULL OR suc.cluster_id = $3) AND c.status NOT IN ('deleted', 'ceased', 'terminated')
     ORDER BY 1, 3`,
    [user.user_id, clusterUser(user), clusterId, user.owner],
  );
}

/** Used and reserved core-hours of accounts on clusters, keyed `cluster_id account`. */
async function coreHourUse(db: Db, pairs: { cluster_id: string; account: string }[]): Promise<Map<string, { used: number; reserved: number }>> {
  const result = new Map<string, { used: number; reserved: number }>();
  if (!pairs.length) return result;
  const account = await jobAccountSql(db);
  const rows = await db.query<{ cluster_id: string; account: string; used: number; reserved: number }>(
    `SELECT p.cluster_id, p.account,
            coalesce(sum(j.cores::float8 * j.run_time) / 3600, 0)::float8 AS used,
            coalesce(sum(CASE j.job_status
                  WHEN 'pending' THEN j.cores::float8 * coalesce(j.time_limit, 0) / 60
                  WHEN 'running' THEN j.cores::float8 * greatest(0, coalesce(j.time_limit, 0) * 60 - j.run_time) / 3600
                  ELSE 0 END), 0)::float8 AS reserved
       FROM unnest($1::text[], $2::text[]) AS p (cluster_id, account)
       LEFT JOIN jobs j ON j.cluster_id = p.cluster_id AND ${account} = p.account
      GROUP BY p.cluster_id, p.account`,
    [pairs.map((p) => p.cluster_id), pairs.map((p) => p.account)],
  );
  for (const r of rows) result.set(`${r.cluster_id} ${r.account}`, { used: r.used, reserved: r.reserved });
  return result;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Every quota of the user (core-hours and storage), on one cluster or on all the user's clusters. */
export async function quotaFigures(db: Db, user: Pick<SessionUser, 'user_id' | 'iamuser_name' | 'owner'>, clusterId: string | null): Promise<QuotaFigures[]> {
  const rows = await quotaRows(db, user, clusterId);
  const use = await coreHourUse(db, rows.filter((r) => r.core_hours !== null));
  const figures: QuotaFigures[] = [];
  for (const r of rows) {
    const base = { cluster_id: r.cluster_id, cluster_name: r.cluster_name, source: r.source, account: r.account };
    if (r.core_hours !== null) {
      const { used, reserved } = use.get(`${r.cluster_id} ${r.account}`) ?? { used: 0, reserved: 0 };
      figures.push({ ...base, kind: 'core_hours', quota: r.core_hours, used: round2(used), reserved: round2(reserved), remaining: round2(r.core_hours - used - reserved) });
    }
    if (r.storage_quota !== null && r.storage_quota > 0) {
      figures.push({ ...base, kind: 'storage', quota: r.storage_quota, used: r.storage_used, reserved: 0, remaining: r.storage_quota - r.storage_used });
    }
  }
  return figures;
}

/** Core-hours a job takes: cores × its time limit in hours. */
export function coreHoursOf(cores: number, timeLimitMin: number): number {
  return (cores * timeLimitMin) / 60;
}

/**
 * Refuses (409, ret_code 2510) a job that needs more core-hours than the user has left on the cluster, naming
 * both figures, or, without a time limit, a job while no core-hours are left; nothing is written. Called in the
 * submission's transaction.
 */
export async function requireCoreHours(db: Db, user: SessionUser, clusterId: string, cores: number, timeLimitMin: number | null): Promise<void> {
  // Two submissions of one cluster at once are counted one after the other.
  await db.query('SELECT 1 FROM clusters WHERE cluster_id = $1 FOR UPDATE', [clusterId]);
  const quotas = (await quotaFigures(db, user, clusterId)).filter((q) => q.kind === 'core_hours');
  const tightest = quotas.reduce<QuotaFigures | null>((min, q) => (min === null || q.remaining < min.remaining ? q : min), null);
  if (!tightest) return;
  const remaining = round2(Math.max(0, tightest.remaining));
  if (timeLimitMin === null) {
    if (tightest.remaining <= 0) throw new Failure(409, CORE_HOURS_RET_CODE, 'jobs_core_hours_used_up', { remaining });
    return;
  }
  const needed = coreHoursOf(cores, timeLimitMin);
  if (needed > tightest.remaining) throw new Failure(409, CORE_HOURS_RET_CODE, 'jobs_core_hours_exceeded', { needed: round2(needed), remaining });
}

export const quotaHandlers: Handlers = {
  getQuotaUsage: async ({ db, session, input }) => {
    const { user } = signedIn(session);
    const clusterId = typeof input.cluster_id === 'string' ? input.cluster_id : null;
    if (clusterId) await usableCluster(db, user, clusterId, 'read');
    return { quota_set: (await quotaFigures(db, user, clusterId)).map(({ cluster_name, ...q }) => ({ ...q, ...(cluster_name ? { cluster_name } : {}) })) };
  },
};
