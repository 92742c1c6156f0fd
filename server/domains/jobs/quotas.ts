/**
 * The quotas a user's jobs run under (ADR 0026), computed here and only here: the submission refuses a job that
 * needs more core-hours than remain, and job/quotaUsage answers the same figures to the console (submit form,
 * header warnings).
 *
 * Which quota applies (a cluster user's, or a shared member's limit) is read in ../user-storage.ts (quotaRows),
 * which also measures a user's own storage. A user with neither is not limited.
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
import { quotaRows, type QuotaSource } from '../user-storage';

export type { QuotaSource };

/** The ret_code of a submission refused for the core-hour quota (FailureRetCode). */
export const CORE_HOURS_RET_CODE = 2510;

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

/** The account a user's jobs run as on a cluster: its shared member account there, else clusterUser(user). */
export async function jobAccount(db: Db, user: Pick<SessionUser, 'user_id' | 'iamuser_name'>, clusterId: string): Promise<string> {
  const [member] = await db.query<{ username: string }>(
    `SELECT su.username FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id) JOIN iam_users iu USING (iam_user_id)
      WHERE suc.cluster_id = $1 AND iu.user_id = $2 AND NOT suc.removing AND su.status <> 'deleting' LIMIT 1`,
    [clusterId, user.user_id],
  );
  return member?.username ?? clusterUser(user);
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
  const rows = await quotaRows(db, user, clusterUser(user), clusterId);
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
