/**
 * The Slurm adapter's ticker (ADR 0039): per Slurm cluster, once per interval (HPC_SLURM_SYNC_MS, default 2000):
 *  1. cancels in Slurm the jobs the console stopped or deleted (their files stay);
 *  2. submits the cluster's accepted pending jobs that are not in Slurm (new, or resumed), as the mapped account of
 *     the job's user — never root;
 *  3. ONE jobs(updatedSince) call, mapped with consoleStatus into the jobs rows (a job Slurm purged keeps its row),
 *     and the run time of the jobs still running;
 *  4. every 5th sync (and the first), one nodes() and one partitions() call, upserted as compute nodes and queues.
 * An unreachable slurmrestd is recorded in last_error; rows stay as they are and nothing is thrown.
 * No request handler calls slurmrestd: lists and details read the jobs table only.
 */
import type { Db } from '../../db/database';
import type { Ticker } from '../../sim/engine';
import type { JobsEnv } from '../jobs/common';
import { readTextIfAny, realPath } from '../jobs/files';
import { storageOf } from '../jobs/output';
import type { JobRow } from '../jobs/rows';
import { slurmClient } from './clients';
import { jobPaths, scriptText, writeJobScript } from './job-files';
import { consoleStatus } from '../../slurm/states';
import { syncNodesAndQueues } from './inventory';
import type { SlurmClient, SlurmFailure, SlurmJob } from './slurm-types';

export interface SlurmClusterRow {
  cluster_id: string;
  owner: string;
  rest_url: string;
  jwt_key_file: string | null;
  api_version: string | null;
  shared_dir: string;
  account_map: Record<string, string>;
  last_sync: Date | null;
  last_error: string | null;
}

/** A sync this long after the last one asks for every job, not only the changed ones. */
const FULL_LIST_AFTER_MS = 60_000;

/** Syncs between two inventories (nodes and partitions). */
const INVENTORY_EVERY = 5;

/** The account a job runs as: its user's, else its owner's; never root. */
export function accountFor(cluster: Pick<SlurmClusterRow, 'account_map'>, job: Pick<JobRow, 'user_id' | 'owner'>): string | null {
  const account = cluster.account_map[job.user_id] ?? cluster.account_map[job.owner] ?? null;
  return account && account !== 'root' ? account : null;
}

async function cancelStopped(db: Db, client: SlurmClient, cluster: SlurmClusterRow): Promise<void> {
  const rows = await db.query<JobRow & { slurm_job_id: string }>(
    `SELECT j.*, s.slurm_job_id FROM slurm_jobs s JOIN jobs j ON j.hpcjob_uuid = s.hpcjob_uuid
      WHERE s.cluster_id = $1 AND s.active AND j.job_status IN ('stopped', 'cancelled', 'deleted')`,
    [cluster.cluster_id],
  );
  for (const job of rows) {
    const account = accountFor(cluster, job);
    if (account) await client.cancel(account, job.slurm_job_id);
    await db.query('UPDATE slurm_jobs SET active = false WHERE hpcjob_uuid = $1 AND slurm_job_id = $2', [job.hpcjob_uuid, job.slurm_job_id]);
  }
}

async function scriptOf(db: Db, env: JobsEnv, job: JobRow): Promise<string | null> {
  if (!job.script_path) return null;
  const storage = await storageOf(db, env, job);
  const path = storage ? realPath(storage, job.script_path) : null;
  return readTextIfAny(path) ?? `echo "script ${job.script_path} not found" >&2\nexit 2\n`;
}

/** Submits accepted pending jobs not (or no longer) in Slurm; answers the problems met (no account). */
async function submitPending(db: Db, env: JobsEnv, client: SlurmClient, cluster: SlurmClusterRow, now: Date): Promise<string[]> {
  const problems: string[] = [];
  const pending = await db.query<JobRow>(
    `SELECT j.* FROM jobs j JOIN queues q ON q.hpcqueue_id = j.hpcqueue_id AND q.status <> 'deleted'
      WHERE j.cluster_id = $1 AND j.portal = 'hpc' AND j.job_status = 'pending' AND j.job_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM slurm_jobs s WHERE s.hpcjob_uuid = j.hpcjob_uuid AND s.active)
      ORDER BY j.priority DESC, j.submitted_time, j.hpcjob_uuid`,
    [cluster.cluster_id],
  );
  for (const job of pending) {
    const account = accountFor(cluster, job);
    if (!account) {
      problems.push(`no cluster account for user ${job.user_id}`);
      continue;
    }
    const paths = jobPaths(cluster.shared_dir, account, job);
    const script = scriptText(job, await scriptOf(db, env, job));
    writeJobScript(paths, account, script);
    let slurmId: string;
    try {
      slurmId = await client.submit(account, {
        name: job.name, partition: job.queue_name ?? undefined, script, cwd: paths.cwd, stdout: paths.stdout, stderr: paths.stderr, cpus: job.cores,
        ...(job.memory ? { memoryMb: job.memory } : {}), ...(job.time_limit ? { timeLimitMin: job.time_limit } : {}),
        environment: { HPC_JOB_UUID: job.hpcjob_uuid, HPC_JOB_SCRIPT: paths.script },
      });
    } catch (error) {
      // slurmrestd answered and refused the job (no such partition, too many cores …): it ends cancelled with the reason.
      // Unreachable (no status): the whole sync stops and is tried again.
      const failure = error as SlurmFailure;
      if (typeof failure.status !== 'number') throw error;
      await db.query(
        `UPDATE jobs SET job_status = 'cancelled', finished_time = $2, modified_time = $2, scheduler_state = $3 WHERE hpcjob_uuid = $1 AND job_status = 'pending'`,
        [job.hpcjob_uuid, now, `REFUSED: ${failure.message}`.slice(0, 200)],
      );
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE jobs SET job_id = $2, run_as = $3, work_dir = $4, stdout_path = $5, stderr_path = $6, scheduler_state = 'PENDING', modified_time = $7
          WHERE hpcjob_uuid = $1`,
        [job.hpcjob_uuid, slurmId, account, paths.cwd, paths.stdout, paths.stderr, now],
      );
      await tx.query(
        `INSERT INTO slurm_jobs (hpcjob_uuid, cluster_id, slurm_job_id, active, submitted_at) VALUES ($1, $2, $3, true, $4)
         ON CONFLICT (hpcjob_uuid) DO UPDATE SET slurm_job_id = EXCLUDED.slurm_job_id, active = true, submitted_at = EXCLUDED.submitted_at`,
        [job.hpcjob_uuid, cluster.cluster_id, slurmId, now],
      );
    });
  }
  return problems;
}

const seconds = (from: Date | null, to: Date) => (from ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : 0);

/** Maps one Slurm job into its console row (status only while the console follows it: pending or running). */
interface KnownJob {
  hpcjob_uuid: string;
  slurm_job_id: string;
  active: boolean;
}

/** The console jobs behind Slurm jobs of the cluster (one query for a whole answer of jobs()). */
async function knownJobs(db: Db, clusterId: string, jobs: SlurmJob[]): Promise<Map<string, KnownJob>> {
  if (!jobs.length) return new Map();
  const rows = await db.query<KnownJob>('SELECT hpcjob_uuid, slurm_job_id, active FROM slurm_jobs WHERE cluster_id = $1 AND slurm_job_id = ANY($2)', [
    clusterId, jobs.map((j) => j.jobId),
  ]);
  return new Map(rows.map((r) => [r.slurm_job_id, r]));
}

async function apply(db: Db, known: KnownJob, job: SlurmJob, now: Date): Promise<void> {
  const found = consoleStatus(job);
  const mapped = { ...found, detail: found.detail.slice(0, 200) };
  const follows = known.active && ['pending', 'running', 'finished', 'exited', 'cancelled'].includes(mapped.status);
  if (!follows) {
    await db.query('UPDATE jobs SET scheduler_state = $2 WHERE hpcjob_uuid = $1 AND scheduler_state IS DISTINCT FROM $2', [known.hpcjob_uuid, mapped.detail]);
    return;
  }
  const ended = mapped.status !== 'pending' && mapped.status !== 'running';
  const end = ended ? job.endTime ?? now : null;
  await db.query(
    `UPDATE jobs SET job_status = $2, exit_code = $3, run_time = $4, started_time = $5, finished_time = $6, node_list = $7, scheduler_state = $8, modified_time = $9
      WHERE hpcjob_uuid = $1 AND job_status IN ('pending', 'running')
        AND (job_status, exit_code, run_time, started_time, finished_time, node_list, scheduler_state)
            IS DISTINCT FROM ($2, $3, $4, $5::timestamptz, $6::timestamptz, $7, $8)`,
    [known.hpcjob_uuid, mapped.status, mapped.exitCode, seconds(job.startTime, end ?? now), job.startTime, end, job.nodes, mapped.detail, now],
  );
  if (ended) await db.query('UPDATE slurm_jobs SET active = false WHERE hpcjob_uuid = $1 AND slurm_job_id = $2', [known.hpcjob_uuid, job.jobId]);
}

/**
 * Jobs the console still follows that a whole jobs() answer does not hold: Slurm purged them (MinJobAge) while
 * nobody looked, so how they ended is not known. They become unknown, with the reason as their scheduler state.
 */
async function markPurged(db: Db, clusterId: string, listed: SlurmJob[], now: Date): Promise<void> {
  const gone = await db.query<{ hpcjob_uuid: string }>(
    `UPDATE jobs j SET job_status = 'unknown', scheduler_state = 'PURGED (ended while the gateway was not following it)', modified_time = $3
       FROM slurm_jobs s
      WHERE s.hpcjob_uuid = j.hpcjob_uuid AND s.cluster_id = $1 AND s.active AND NOT (s.slurm_job_id = ANY($2)) AND j.job_status IN ('pending', 'running')
      RETURNING j.hpcjob_uuid`,
    [clusterId, listed.map((j) => j.jobId), now],
  );
  if (gone.length) await db.query('UPDATE slurm_jobs SET active = false WHERE hpcjob_uuid = ANY($1)', [gone.map((g) => g.hpcjob_uuid)]);
}

/** One sync of one cluster; throws what slurmrestd answered when it cannot be reached. */
export async function syncSlurmCluster(db: Db, env: JobsEnv, cluster: SlurmClusterRow, now: Date, inventory: boolean): Promise<void> {
  const reader = cluster.account_map[cluster.owner];
  if (!reader || reader === 'root') throw new Error(`no cluster account for the owner ${cluster.owner}`);
  const client = slurmClient({
    url: cluster.rest_url, jwtKeyFile: cluster.jwt_key_file ?? undefined, apiVersion: cluster.api_version ?? undefined, serviceUser: reader,
  });
  await cancelStopped(db, client, cluster);
  const problems = await submitPending(db, env, client, cluster, now);
  // Some seconds of overlap: a change slurmctld stamps while this sync runs is read again next time. After a long
  // gap (the gateway stopped, slurmrestd away) the whole list: a job missing from it was purged meanwhile.
  const last = cluster.last_sync ? new Date(cluster.last_sync).getTime() : null;
  const since = last !== null && now.getTime() - last <= FULL_LIST_AFTER_MS ? new Date(last - 30_000) : undefined;
  const changed = await client.jobs(reader, since);
  if (!since) await markPurged(db, cluster.cluster_id, changed, now);
  const known = await knownJobs(db, cluster.cluster_id, changed);
  for (const job of changed) {
    const row = known.get(job.jobId);
    // Jobs not submitted through the console (other users', sbatch on the login node) are not the gateway's.
    if (row) await apply(db, row, job, now);
  }
  // jobs(updatedSince) leaves out a job that only keeps running: its run time grows here, as the simulator's does.
  await db.query(
    `UPDATE jobs j SET run_time = greatest(0, round(extract(epoch FROM $2::timestamptz - j.started_time)))::int
       FROM slurm_jobs s
      WHERE s.hpcjob_uuid = j.hpcjob_uuid AND s.cluster_id = $1 AND s.active AND j.job_status = 'running' AND j.started_time IS NOT NULL`,
    [cluster.cluster_id, now],
  );
  if (inventory) problems.push(...(await syncNodesAndQueues(db, client, reader, cluster.cluster_id, now)));
  await db.query('UPDATE slurm_clusters SET last_sync = $2, last_error = $3 WHERE cluster_id = $1', [cluster.cluster_id, now, problems.length ? problems.join('; ') : null]);
}

/** How long an engine tick waits for the syncs it started: a slow or hung slurmrestd never holds the engine longer. */
const TICK_BUDGET_MS = 1000;

/**
 * The engine ticker: each cluster synced at most once per interval, one sync per cluster at a time, failures
 * recorded, never thrown. The tick waits for its syncs up to TICK_BUDGET_MS; a longer one goes on in the background
 * (the next ticks skip its cluster until it ends), so the operations and the simulator keep their pace.
 */
export function slurmSyncTicker(env: JobsEnv, intervalMs = Number(process.env.HPC_SLURM_SYNC_MS ?? 2000)): Ticker {
  const lastTry = new Map<string, { at: number; count: number }>();
  const inFlight = new Map<string, Promise<void>>();
  const syncOnce = async (db: Db, cluster: SlurmClusterRow, now: Date, count: number) => {
    try {
      await syncSlurmCluster(db, env, cluster, now, count % INVENTORY_EVERY === 0);
      // Counted on success only: after a failure the next sync takes the inventory it may have missed.
      lastTry.set(cluster.cluster_id, { at: now.getTime(), count: count + 1 });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.query('UPDATE slurm_clusters SET last_error = $2 WHERE cluster_id = $1', [cluster.cluster_id, message.slice(0, 1000)]).catch(() => undefined);
    }
  };
  return async (db, now) => {
    const clusters = await db.query<SlurmClusterRow>(
      `SELECT s.*, c.owner FROM slurm_clusters s JOIN clusters c ON c.cluster_id = s.cluster_id WHERE c.status = 'active' ORDER BY s.cluster_id`,
    );
    const started: Promise<void>[] = [];
    for (const cluster of clusters) {
      const last = lastTry.get(cluster.cluster_id);
      if (inFlight.has(cluster.cluster_id) || (last && now.getTime() - last.at < intervalMs)) continue;
      const count = last?.count ?? 0;
      lastTry.set(cluster.cluster_id, { at: now.getTime(), count });
      const run = syncOnce(db, cluster, now, count).finally(() => inFlight.delete(cluster.cluster_id));
      inFlight.set(cluster.cluster_id, run);
      started.push(run);
    }
    if (!started.length) return;
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, TICK_BUDGET_MS);
      timer.unref?.();
    });
    await Promise.race([Promise.all(started), budget]);
    clearTimeout(timer);
  };
}
