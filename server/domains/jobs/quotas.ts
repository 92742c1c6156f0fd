/**
 * The quotas a user's jobs run under (ADR 0026), computed here and only here: the submission refuses a job that
 * needs more core-hours than remain, and job/quotaUsage answers the same figures to the console (submit form,
 * header warnings).
 *
 * Which quota applies (a cluster user's, or a shared member's limit) is read in ../user-storage.ts (quotaRows),
 * which also measures a user's own storage. A user with neither is not limited.
 *
 * Core-hours of an account on a cluster: used = sum(cores × run_time) / 3600 of its jobs (as the lists count);
 * reserved = what its pending jobs may still take (cores × time limit), what its running jobs may still take
 * (cores × the rest of their time limit) and what its stopped jobs being resumed will take (cores × time limit: a
 * stopped task of an array whose resume is under way too, ADR 0061);
 * remaining = quota − used − reserved.
 *
 * Where a core-hour quota applies, a job needs a time limit: without one, what it may take is unknown and the
 * quota could not hold (ADR 0026, revision). Every route that starts work counted against the quota (job/submitJob,
 * which resubmission and Slurm clusters use too, and job/resumeJobs) asks requireCoreHours before writing.
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail, Failure } from '../../http/failure';
import type { Handlers, Schema } from '../../http/handler-types';
import { jobAccountSql } from '../accounts/public';
import { usableCluster } from './clusters';
import { clusterUser, signedIn } from './common';
import { quotaRows, type QuotaSource, type QuotaUser } from '../user-storage';

export type { QuotaSource, QuotaUser };

/** The ret_code of a submission refused for the core-hour quota (FailureRetCode). */
export const CORE_HOURS_RET_CODE = 2510;

export interface QuotaFigures {
  cluster_id: string;
  cluster_name: string | null;
  kind: Schema<'QuotaUsage'>['kind'];
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
async function coreHourUse(
  db: Db,
  pairs: { cluster_id: string; account: string }[],
): Promise<Map<string, { used: number; reserved: number }>> {
  const result = new Map<string, { used: number; reserved: number }>();
  if (!pairs.length) return result;
  const account = await jobAccountSql(db);
  const rows = await db.query<{ cluster_id: string; account: string; used: number; reserved: number }>(
    `SELECT p.cluster_id, p.account,
            coalesce(sum(j.cores::float8 * j.run_time) / 3600, 0)::float8 AS used,
            coalesce(sum(CASE j.job_status
                  WHEN 'pending' THEN j.cores::float8 * coalesce(j.time_limit, 0) / 60
                  WHEN 'running' THEN j.cores::float8 * greatest(0, coalesce(j.time_limit, 0) * 60 - j.run_time) / 3600
                  WHEN 'stopped' THEN CASE WHEN EXISTS (SELECT 1 FROM operations o WHERE o.action = 'job/resumeJobs' AND o.status IN ('pending', 'working')
                                                          AND o.resource_ids && ARRAY[j.hpcjob_uuid, j.array_of])
                                           THEN j.cores::float8 * coalesce(j.time_limit, 0) / 60 ELSE 0 END
                  ELSE 0 END), 0)::float8 AS reserved
       FROM unnest($1::text[], $2::text[]) AS p (cluster_id, account)
       LEFT JOIN jobs j ON j.cluster_id = p.cluster_id AND ${account} = p.account AND j.array_spec IS NULL
      GROUP BY p.cluster_id, p.account`,
    [pairs.map((p) => p.cluster_id), pairs.map((p) => p.account)],
  );
  for (const r of rows) result.set(`${r.cluster_id} ${r.account}`, { used: r.used, reserved: r.reserved });
  return result;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Every quota of the user (core-hours and storage), on one cluster or on all the user's clusters. */
export async function quotaFigures(db: Db, user: QuotaUser, clusterId: string | null): Promise<QuotaFigures[]> {
  const rows = await quotaRows(db, user, clusterUser(user), clusterId);
  // Core-hour quotas are how the account owner limits the others who run jobs on its clusters: never itself
  // (ADR 0026, revision). Its own cluster user keeps its figures in the cluster users list.
  if (user.user_id === user.owner) for (const r of rows) r.core_hours = null;
  const use = await coreHourUse(
    db,
    rows.filter((r) => r.core_hours !== null),
  );
  const figures: QuotaFigures[] = [];
  for (const r of rows) {
    const base = { cluster_id: r.cluster_id, cluster_name: r.cluster_name, source: r.source, account: r.account };
    if (r.core_hours !== null) {
      const { used, reserved } = use.get(`${r.cluster_id} ${r.account}`) ?? { used: 0, reserved: 0 };
      figures.push({
        ...base,
        kind: 'core_hours',
        quota: r.core_hours,
        used: round2(used),
        reserved: round2(reserved),
        remaining: round2(r.core_hours - used - reserved),
      });
    }
    if (r.storage_quota !== null && r.storage_quota > 0) {
      figures.push({
        ...base,
        kind: 'storage',
        quota: r.storage_quota,
        used: r.storage_used,
        reserved: 0,
        remaining: r.storage_quota - r.storage_used,
      });
    }
  }
  return figures;
}

/** Core-hours a job takes: cores × its time limit in hours. */
export function coreHoursOf(cores: number, timeLimitMin: number): number {
  return (cores * timeLimitMin) / 60;
}

/** Work a request would start: a job's cores and time limit (minutes; null: none), and its name once it exists. */
export interface CoreHourWork {
  cores: number;
  timeLimitMin: number | null;
  name?: string;
}

/**
 * Refuses work the user's core-hour quota on the cluster cannot hold, before anything is written (called in the
 * request's transaction): a job without a time limit (by its time_limit field when submitted, naming the job when
 * resumed), or jobs needing more core-hours together than remain (409, ret_code 2510, naming both figures). A user
 * without a quota on the cluster is not limited.
 */
export async function requireCoreHours(db: Db, user: QuotaUser, clusterId: string, work: readonly CoreHourWork[]): Promise<void> {
  // Two requests of one cluster at once are counted one after the other.
  await db.query('SELECT 1 FROM clusters WHERE cluster_id = $1 FOR UPDATE', [clusterId]);
  const quotas = (await quotaFigures(db, user, clusterId)).filter((q) => q.kind === 'core_hours');
  const tightest = quotas.reduce<QuotaFigures | null>((min, q) => (min === null || q.remaining < min.remaining ? q : min), null);
  if (!tightest) return;
  const remaining = round2(Math.max(0, tightest.remaining));
  const unlimited = work.find((w) => w.timeLimitMin === null);
  if (unlimited?.name !== undefined)
    throw new Failure(409, CORE_HOURS_RET_CODE, 'jobs_core_hours_resume_needs_limit', { name: unlimited.name, remaining });
  if (unlimited) throw fail.field(['body', 'time_limit'], 'core_hour_quota', 'jobs_core_hours_need_limit', { remaining });
  const needed = work.reduce((sum, w) => sum + coreHoursOf(w.cores, w.timeLimitMin ?? 0), 0);
  if (needed > tightest.remaining)
    throw new Failure(409, CORE_HOURS_RET_CODE, 'jobs_core_hours_exceeded', { needed: round2(needed), remaining });
}

/** Resuming stopped jobs starts them again: each submitter's quota holds for its jobs among them. */
export async function requireCoreHoursToResume(
  db: Db,
  clusterId: string,
  jobs: readonly { user_id: string; cores: number; time_limit: number | null; name: string }[],
): Promise<void> {
  const submitters = await db.query<QuotaUser>('SELECT user_id, iamuser_name, owner FROM users WHERE user_id = ANY($1) ORDER BY user_id', [
    [...new Set(jobs.map((j) => j.user_id))],
  ]);
  for (const submitter of submitters) {
    const work = jobs
      .filter((j) => j.user_id === submitter.user_id)
      .map((j) => ({ cores: j.cores, timeLimitMin: j.time_limit, name: j.name }));
    await requireCoreHours(db, submitter, clusterId, work);
  }
}

export const quotaHandlers = {
  getQuotaUsage: async ({ db, session, input }) => {
    const { user } = signedIn(session);
    const clusterId = input.cluster_id ?? null;
    if (clusterId) await usableCluster(db, user, clusterId, 'read');
    return {
      quota_set: (await quotaFigures(db, user, clusterId)).map(({ cluster_name, ...q }) => ({
        ...q,
        ...(cluster_name ? { cluster_name } : {}),
      })),
    };
  },
} satisfies Handlers;
