/**
 * The one loop that carries the console's job records out over a scheduler adapter (ADR 0048), the same for the
 * simulator and a real Slurm. One pass over a scope (one Slurm cluster, or every cluster of the simulator):
 *  1. cancels in the scheduler the jobs the console stopped, cancelled or deleted (their files stay), and those it
 *     took back to run again (requeueJobs);
 *  2. submits the accepted pending jobs no scheduler holds (new, or resumed) — a refusal ends the job cancelled with
 *     the scheduler's reason, a deferral leaves it accepted;
 *  3. asks the changes since the last pass (after a gap of more than a minute, or the first time: every job the
 *     scheduler holds; a job the console follows that is not among them was purged unseen: its end is read from the
 *     scheduler's accounting, else it becomes unknown) and
 *     applies them, the status only while the console follows the job (pending or running);
 *  4. lets the run time of running jobs grow from their start (a scheduler reports no change for a job that only runs);
 *  5. asks the scheduler's accounting, when it keeps one, what its recently ended jobs used, and how the jobs a whole
 *     answer no longer holds ended (./scheduler-usage.ts, ADR 0058);
 *  6. when asked, keeps the cluster's compute nodes and queues from the scheduler's inventory.
 * scheduler_jobs says which scheduler holds a job under which id, and whether the loop still follows it.
 */
import type { Db } from '../../db/database';
import { schedulerKindSql, type SchedulerKind } from '../cluster-schedulers';
import type { JobRow } from './rows';
import type { SchedulerAdapter, SchedulerJobChange } from './scheduler-adapter';
import { rollUpArrays } from './arrays';
import { keepInventory } from './scheduler-inventory';
import { readUsage, resolvePurged } from './scheduler-usage';

export interface SchedulerScope {
  kind: SchedulerKind;
  /** One cluster, or null: every cluster the scheduler kind runs (the simulator's, with the simulation platform). */
  clusterId: string | null;
}

export interface PassOptions {
  /** When the last successful pass over this scope began; null: never (or not known to this process). */
  lastPass: Date | null;
  /** Whether to keep nodes and queues from the scheduler's inventory in this pass. */
  inventory: boolean;
  /**
   * How far before the last pass changes are asked for again (default 30 s: a change a remote scheduler stamps while
   * a pass runs is read next time); 0 for a scheduler that stamps its changes in the pass itself (the simulator).
   */
  overlapMs?: number;
}

/** A pass this long after the last one asks for every job, not only the changed ones. */
const FULL_LIST_AFTER_MS = 60_000;
const OVERLAP_MS = 30_000;
const FOLLOWED = ['pending', 'running', 'finished', 'exited', 'cancelled'];

/** SQL condition and parameters: the jobs (alias j) or scheduler_jobs rows (alias s) of the scope. */
function jobsOf(scope: SchedulerScope, params: unknown[]): string {
  params.push(scope.kind, scope.clusterId);
  const kind = `$${params.length - 1}`;
  const cluster = `$${params.length}`;
  return `${schedulerKindSql('j.cluster_id')} = ${kind} AND (${cluster}::text IS NULL OR j.cluster_id = ${cluster})`;
}

function heldBy(scope: SchedulerScope, params: unknown[]): string {
  params.push(scope.kind, scope.clusterId);
  return `s.kind = $${params.length - 1} AND ($${params.length}::text IS NULL OR s.cluster_id = $${params.length})`;
}

async function cancelEnded(db: Db, adapter: SchedulerAdapter, scope: SchedulerScope, now: Date): Promise<void> {
  const params: unknown[] = [];
  const rows = await db.query<JobRow & { scheduler_job_id: string }>(
    `SELECT j.*, s.scheduler_job_id FROM scheduler_jobs s JOIN jobs j ON j.hpcjob_uuid = s.hpcjob_uuid
      WHERE ${heldBy(scope, params)} AND s.active AND (s.requeue OR j.job_status IN ('stopped', 'cancelled', 'deleted'))
      ORDER BY j.array_spec IS NULL, j.hpcjob_uuid`,
    params,
  );
  // An array's cancel reaches the tasks it still holds under its id (<array>_<task>): they are not cancelled one by one.
  const covered = new Set<string>();
  for (const job of rows) {
    if (!covered.has(job.scheduler_job_id)) await adapter.cancel(job, job.scheduler_job_id, now);
    if (job.array_spec)
      for (const task of rows) if (task.scheduler_job_id.startsWith(`${job.scheduler_job_id}_`)) covered.add(task.scheduler_job_id);
    await db.query('UPDATE scheduler_jobs SET active = false, requeue = false WHERE hpcjob_uuid = $1 AND scheduler_job_id = $2', [
      job.hpcjob_uuid,
      job.scheduler_job_id,
    ]);
  }
}

/**
 * The console takes jobs back for their scheduler to run again (a resume, a restarted node): accepted again now; the
 * next pass cancels what their scheduler still holds of them and submits them again. `tx` is the change's transaction.
 */
export async function requeueJobs(tx: Db, uuids: string[]): Promise<void> {
  await tx.query(
    "UPDATE jobs SET accepted_time = now(), pending_reason = NULL, expected_start = NULL WHERE hpcjob_uuid = ANY($1) AND job_status = 'pending'",
    [uuids],
  );
  await tx.query('UPDATE scheduler_jobs SET requeue = true WHERE hpcjob_uuid = ANY($1) AND active', [uuids]);
}

/** Deferrals that are the job's own wait (for other jobs), not a problem of the scheduler. */
const OWN_WAITS = new Set(['dependency', 'dependency_never_satisfied']);

/** Submits accepted pending jobs no scheduler holds; answers the problems met (deferred jobs). */
async function submitAccepted(db: Db, adapter: SchedulerAdapter, scope: SchedulerScope, now: Date): Promise<string[]> {
  const params: unknown[] = [];
  const pending = await db.query<JobRow>(
    `SELECT j.* FROM jobs j LEFT JOIN queues q ON q.hpcqueue_id = j.hpcqueue_id
      WHERE ${jobsOf(scope, params)} AND j.job_status = 'pending' AND j.accepted_time IS NOT NULL
        AND (j.portal = 'ispf' OR (q.cluster_id = j.cluster_id AND q.status <> 'deleted'))
        AND NOT EXISTS (SELECT 1 FROM scheduler_jobs s WHERE s.hpcjob_uuid = j.hpcjob_uuid AND s.active)
        -- An array is handed over once with its tasks; a task alone only when taken back to run again (ADR 0061).
        AND CASE WHEN j.array_spec IS NOT NULL THEN j.job_id IS NULL WHEN j.array_of IS NOT NULL THEN j.job_id IS NOT NULL ELSE true END
      ORDER BY j.priority DESC, j.submitted_time, j.array_task_id NULLS FIRST, j.hpcjob_uuid`,
    params,
  );
  const problems: string[] = [];
  for (const job of pending) {
    const answer = await adapter.submit(job, now);
    if ('deferred' in answer) {
      if (!answer.reason || !OWN_WAITS.has(answer.reason)) problems.push(answer.deferred);
      if (answer.reason)
        await db.query(
          "UPDATE jobs SET pending_reason = $2 WHERE hpcjob_uuid = $1 AND job_status = 'pending' AND pending_reason IS DISTINCT FROM $2",
          [job.hpcjob_uuid, answer.reason],
        );
      continue;
    }
    if ('refused' in answer) {
      await db.query(
        `UPDATE jobs SET job_status = 'cancelled', finished_time = $2, modified_time = $2, scheduler_state = $3 WHERE hpcjob_uuid = $1 AND job_status = 'pending'`,
        [job.hpcjob_uuid, now, `REFUSED: ${answer.refused}`.slice(0, 200)],
      );
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE jobs SET job_id = $2, run_as = coalesce($3, run_as), work_dir = coalesce($4, work_dir),
                stdout_path = replace(replace(coalesce($5, stdout_path), '%j', $2), '%x', name),
                stderr_path = replace(replace(coalesce($6, stderr_path), '%j', $2), '%x', name), modified_time = $7,
                pending_reason = NULL, expected_start = NULL
          WHERE hpcjob_uuid = $1`,
        [job.hpcjob_uuid, answer.id, answer.runAs ?? null, answer.workDir ?? null, answer.stdout ?? null, answer.stderr ?? null, now],
      );
      await tx.query(
        `INSERT INTO scheduler_jobs (hpcjob_uuid, kind, cluster_id, scheduler_job_id, active, submitted_at) VALUES ($1, $2, $3, $4, true, $5)
         ON CONFLICT (hpcjob_uuid) DO UPDATE SET kind = EXCLUDED.kind, cluster_id = EXCLUDED.cluster_id, scheduler_job_id = EXCLUDED.scheduler_job_id,
                active = true, submitted_at = EXCLUDED.submitted_at`,
        [job.hpcjob_uuid, adapter.kind, job.cluster_id, answer.id, now],
      );
      if (job.array_spec) await holdTasks(tx, adapter, job, answer.id, now);
    });
  }
  return problems;
}

/**
 * An array handed over: its tasks are its scheduler's under `<array>_<index>`, their output paths with the array's id
 * (`%A`) filled, as the array's row was given (ADR 0061).
 */
async function holdTasks(tx: Db, adapter: SchedulerAdapter, array: JobRow, id: string, now: Date): Promise<void> {
  const tasks = await tx.query<{ hpcjob_uuid: string }>(
    `UPDATE jobs t SET job_id = $2 || '_' || t.array_task_id, run_as = a.run_as, work_dir = a.work_dir,
            stdout_path = replace(replace(replace(a.stdout_path, '%a', t.array_task_id::text), '%A', $2), '%x', a.name),
            stderr_path = replace(replace(replace(a.stderr_path, '%a', t.array_task_id::text), '%A', $2), '%x', a.name), modified_time = $3
       FROM jobs a WHERE a.hpcjob_uuid = $1 AND t.array_of = a.hpcjob_uuid AND t.job_status = 'pending' AND t.job_id IS NULL
      RETURNING t.hpcjob_uuid`,
    [array.hpcjob_uuid, id, now],
  );
  await tx.query(
    `INSERT INTO scheduler_jobs (hpcjob_uuid, kind, cluster_id, scheduler_job_id, active, submitted_at)
     SELECT t.hpcjob_uuid, $2, t.cluster_id, t.job_id, true, $3 FROM jobs t WHERE t.hpcjob_uuid = ANY($1)
     ON CONFLICT (hpcjob_uuid) DO UPDATE SET kind = EXCLUDED.kind, cluster_id = EXCLUDED.cluster_id, scheduler_job_id = EXCLUDED.scheduler_job_id,
            active = true, submitted_at = EXCLUDED.submitted_at`,
    [tasks.map((t) => t.hpcjob_uuid), adapter.kind, now],
  );
}

interface HeldJob {
  hpcjob_uuid: string;
  scheduler_job_id: string;
  active: boolean;
}

/** The console jobs behind the changed scheduler jobs (one query for a whole answer). */
async function heldJobs(db: Db, scope: SchedulerScope, changes: SchedulerJobChange[]): Promise<Map<string, HeldJob>> {
  if (!changes.length) return new Map();
  const params: unknown[] = [changes.map((c) => c.schedulerJobId)];
  const rows = await db.query<HeldJob>(
    `SELECT s.hpcjob_uuid, s.scheduler_job_id, s.active FROM scheduler_jobs s WHERE s.scheduler_job_id = ANY($1) AND ${heldBy(scope, params)}`,
    params,
  );
  return new Map(rows.map((r) => [r.scheduler_job_id, r]));
}

const seconds = (from: Date | null, to: Date) => (from ? Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000)) : 0);

/** Moves one console row to what its scheduler reports (its status only while the console follows it). */
export async function applyChange(db: Db, adapter: SchedulerAdapter, held: HeldJob, change: SchedulerJobChange, now: Date): Promise<void> {
  const mapped = adapter.consoleStatus(change);
  const detail = mapped.detail === null ? null : mapped.detail.slice(0, 200);
  if (!(held.active && FOLLOWED.includes(mapped.status))) {
    if (detail !== null)
      await db.query('UPDATE jobs SET scheduler_state = $2 WHERE hpcjob_uuid = $1 AND scheduler_state IS DISTINCT FROM $2', [
        held.hpcjob_uuid,
        detail,
      ]);
    return;
  }
  const ended = mapped.status !== 'pending' && mapped.status !== 'running';
  const end = ended ? (change.endTime ?? now) : null;
  // The job changed when it started or ended in its scheduler, when that is known.
  const changedAt = end ?? (mapped.status === 'running' ? change.startTime : null) ?? now;
  const pending = mapped.status === 'pending';
  await db.query(
    `UPDATE jobs SET job_status = $2, exit_code = $3, run_time = $4, started_time = $5, finished_time = $6, node_list = $7,
            scheduler_state = coalesce($8, scheduler_state), modified_time = $9, pending_reason = $10, expected_start = $11
      WHERE hpcjob_uuid = $1 AND job_status IN ('pending', 'running')
        AND (job_status, exit_code, run_time, started_time, finished_time, node_list, scheduler_state, pending_reason, expected_start)
            IS DISTINCT FROM ($2, $3, $4, $5::timestamptz, $6::timestamptz, $7, coalesce($8, scheduler_state), $10, $11::timestamptz)`,
    [
      held.hpcjob_uuid,
      mapped.status,
      mapped.exitCode,
      seconds(change.startTime, end ?? now),
      change.startTime,
      end,
      change.nodes,
      detail,
      changedAt,
      pending ? mapped.pendingReason : null,
      pending ? (change.expectedStart ?? null) : null,
    ],
  );
  if (ended)
    await db.query('UPDATE scheduler_jobs SET active = false WHERE hpcjob_uuid = $1 AND scheduler_job_id = $2', [
      held.hpcjob_uuid,
      change.schedulerJobId,
    ]);
}

/**
 * Jobs the console still follows that a whole answer does not hold: ended (and then forgotten) while the gateway was
 * not following them. Their end is read from the scheduler's accounting when it keeps one, else not known (unknown).
 */
async function markPurged(
  db: Db,
  adapter: SchedulerAdapter,
  scope: SchedulerScope,
  listed: SchedulerJobChange[],
  now: Date,
): Promise<string[]> {
  const params: unknown[] = [listed.map((j) => j.schedulerJobId)];
  const gone = await db.query<JobRow & { scheduler_job_id: string }>(
    `SELECT j.*, s.scheduler_job_id FROM scheduler_jobs s JOIN jobs j ON j.hpcjob_uuid = s.hpcjob_uuid
      WHERE ${heldBy(scope, params)} AND s.active AND NOT (s.scheduler_job_id = ANY($1)) AND j.job_status IN ('pending', 'running')
        AND j.array_spec IS NULL`,
    params,
  );
  if (!gone.length) return [];
  const { unknown, problems } = await resolvePurged(
    db,
    adapter,
    gone,
    (job, found) =>
      applyChange(db, adapter, { hpcjob_uuid: job.hpcjob_uuid, scheduler_job_id: job.scheduler_job_id, active: true }, found.change, now),
    now,
  );
  if (unknown.length) {
    await db.query(
      `UPDATE jobs SET job_status = 'unknown', scheduler_state = 'PURGED (ended while the gateway was not following it)', modified_time = $2
        WHERE hpcjob_uuid = ANY($1) AND job_status IN ('pending', 'running')`,
      [unknown, now],
    );
    await db.query('UPDATE scheduler_jobs SET active = false WHERE hpcjob_uuid = ANY($1)', [unknown]);
  }
  return problems;
}

/** The arrays of the scope the console still follows (pending or running), whose rows follow their tasks. */
async function followedArrays(db: Db, scope: SchedulerScope): Promise<string[]> {
  const params: unknown[] = [];
  const rows = await db.query<{ hpcjob_uuid: string }>(
    `SELECT j.hpcjob_uuid FROM jobs j WHERE ${jobsOf(scope, params)} AND j.array_spec IS NOT NULL AND j.job_status IN ('pending', 'running')`,
    params,
  );
  return rows.map((r) => r.hpcjob_uuid);
}

async function growRunTimes(db: Db, scope: SchedulerScope, now: Date): Promise<void> {
  const params: unknown[] = [now];
  await db.query(
    `UPDATE jobs j SET run_time = greatest(0, floor(extract(epoch FROM $1::timestamptz - j.started_time)))::int
       FROM scheduler_jobs s
      WHERE s.hpcjob_uuid = j.hpcjob_uuid AND ${heldBy(scope, params)} AND s.active AND j.job_status = 'running' AND j.started_time IS NOT NULL
        AND j.run_time IS DISTINCT FROM greatest(0, floor(extract(epoch FROM $1::timestamptz - j.started_time)))::int`,
    params,
  );
}

/** One pass over the scope; answers the problems met (shown as the scheduler's last error), throws when it cannot reach the scheduler. */
export async function carryOut(
  db: Db,
  adapter: SchedulerAdapter,
  scope: SchedulerScope,
  now: Date,
  options: PassOptions,
): Promise<string[]> {
  await cancelEnded(db, adapter, scope, now);
  const problems = await submitAccepted(db, adapter, scope, now);
  const last = options.lastPass?.getTime() ?? null;
  const since =
    last !== null && now.getTime() - last <= FULL_LIST_AFTER_MS ? new Date(last - (options.overlapMs ?? OVERLAP_MS)) : undefined;
  const changes = await adapter.changesSince(since, now);
  const held = await heldJobs(db, scope, changes);
  for (const change of changes) {
    const row = held.get(change.schedulerJobId);
    // Jobs not submitted through the console (other users', sbatch on a login node) are not the console's.
    if (row) await applyChange(db, adapter, row, change, now);
  }
  if (!since) problems.push(...(await markPurged(db, adapter, scope, changes, now)));
  await growRunTimes(db, scope, now);
  await rollUpArrays(db, await followedArrays(db, scope), now);
  problems.push(...(await readUsage(db, adapter, (params) => heldBy(scope, params), now)));
  if (options.inventory && scope.clusterId) {
    const inventory = await adapter.inventory();
    if (inventory) problems.push(...(await keepInventory(db, scope.clusterId, inventory, now)));
  }
  return problems;
}
