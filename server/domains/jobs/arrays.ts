/**
 * Job arrays (ADR 0061): an array is one row of jobs (array_spec) and each of its tasks a row of its own (array_of,
 * array_task_id). The tasks are jobs like any other for the scheduler loop, the files and the sums; the array's row
 * follows them: its counts per status, its status, first start and last end (rollUpArrays), after each pass of the
 * loop and each stop, resume or delete.
 */
import type { Db } from '../../db/database';
import type { Schema } from '../../http/handler-types';
import { newId } from './common';
import type { JobRow } from './rows';

export type ArrayCounts = Schema<'JobArrayCounts'>;

const STATUSES = ['pending', 'running', 'finished', 'exited', 'stopped', 'cancelled', 'unknown'] as const;

export const initialCounts = (total: number): ArrayCounts => ({
  total,
  pending: total,
  running: 0,
  finished: 0,
  exited: 0,
  stopped: 0,
  cancelled: 0,
  unknown: 0,
});

/**
 * The array's tasks, one row each, with the array's fields: its own id, its index, `%a` in its output paths filled
 * with the index. Accepted with the array; no scheduler has them until the array is handed over. No word of their end
 * (notify NULL): the array's end is told.
 */
export async function insertArrayTasks(tx: Db, arrayUuid: string, indices: number[]): Promise<void> {
  await tx.query(
    `INSERT INTO jobs (hpcjob_uuid, portal, cluster_id, owner, user_id, name, job_status, hpcqueue_id, queue_name, priority, cores, memory, time_limit,
                       stdout_path, stderr_path, input_file, work_dir, cmd, script_path, submit_type, run_as, job_template_id, accepted_time,
                       submitted_time, array_of, array_task_id)
     SELECT t.uuid, p.portal, p.cluster_id, p.owner, p.user_id, p.name, 'pending', p.hpcqueue_id, p.queue_name, p.priority, p.cores, p.memory,
            p.time_limit, replace(p.stdout_path, '%a', t.idx::text), replace(p.stderr_path, '%a', t.idx::text), p.input_file, p.work_dir, p.cmd,
            p.script_path, p.submit_type, p.run_as, p.job_template_id, p.accepted_time, p.submitted_time, p.hpcjob_uuid, t.idx
       FROM jobs p, unnest($2::text[], $3::int[]) AS t (uuid, idx)
      WHERE p.hpcjob_uuid = $1`,
    [arrayUuid, indices.map(() => newId('hpcjob')), indices],
  );
}

/** The jobs asked for, each array among them with its tasks in `statuses` (every status when none given). */
export async function withArrayTasks(tx: Db, ids: string[], statuses?: readonly string[]): Promise<string[]> {
  const tasks = await tx.query<{ hpcjob_uuid: string }>(
    `SELECT t.hpcjob_uuid FROM jobs t WHERE t.array_of = ANY($1) AND t.job_status <> 'deleted' AND ($2::text[] IS NULL OR t.job_status = ANY($2))
      ORDER BY t.array_of, t.array_task_id`,
    [ids, statuses ?? null],
  );
  return [...new Set([...ids, ...tasks.map((t) => t.hpcjob_uuid)])];
}

/** The stopped tasks of the arrays among `jobs`, in their place; the other jobs as they are (what a resume starts again). */
export async function resumedRows(tx: Db, jobs: JobRow[]): Promise<JobRow[]> {
  const arrays = jobs.filter((j) => j.array_spec).map((j) => j.hpcjob_uuid);
  if (!arrays.length) return jobs;
  const tasks = await tx.query<JobRow>("SELECT * FROM jobs WHERE array_of = ANY($1) AND job_status = 'stopped' ORDER BY array_task_id", [
    arrays,
  ]);
  return [...jobs.filter((j) => !j.array_spec), ...tasks];
}

/** The arrays of these jobs: the arrays among them and the arrays their tasks belong to. */
export async function arraysOf(tx: Db, ids: string[]): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT DISTINCT coalesce(array_of, hpcjob_uuid) AS id FROM jobs
      WHERE hpcjob_uuid = ANY($1) AND (array_of IS NOT NULL OR array_spec IS NOT NULL)`,
    [ids],
  );
  return rows.map((r) => r.id);
}

/**
 * Brings each array's row to its tasks at `now`: counts per status (deleted tasks left out), status (running while a
 * task runs, pending while one waits, then stopped, exited, cancelled, unknown, finished), why its first waiting task
 * waits, first start, last end, the largest exit code, and run time from the first start to the last end (or now). A deleted array stays deleted.
 * Arrays that ended here stop being followed in their scheduler. Answers the arrays whose row changed.
 */
export async function rollUpArrays(db: Db, arrays: string[], now: Date): Promise<string[]> {
  if (!arrays.length) return [];
  const count = (status: string) => `count(*) FILTER (WHERE job_status = '${status}')::int`;
  const rows = await db.query<{ hpcjob_uuid: string; job_status: string }>(
    `WITH t AS (
       SELECT array_of, count(*)::int AS total, ${STATUSES.map((s) => `${count(s)} AS ${s}`).join(', ')},
              min(started_time) AS first_start, max(finished_time) AS last_end, max(exit_code) AS top_exit,
              (array_agg(pending_reason ORDER BY array_task_id) FILTER (WHERE job_status = 'pending'))[1] AS first_reason,
              (array_agg(expected_start ORDER BY array_task_id) FILTER (WHERE job_status = 'pending'))[1] AS first_expected
         FROM jobs WHERE array_of = ANY($1) AND job_status <> 'deleted' GROUP BY array_of),
     s AS (
       SELECT t.*, CASE WHEN running > 0 THEN 'running' WHEN pending > 0 THEN 'pending' WHEN stopped > 0 THEN 'stopped'
                        WHEN exited > 0 THEN 'exited' WHEN cancelled > 0 THEN 'cancelled' WHEN unknown > 0 THEN 'unknown' ELSE 'finished' END AS status,
              jsonb_build_object('total', total, ${STATUSES.map((s) => `'${s}', ${s}`).join(', ')}) AS counts
         FROM t),
     n AS (
       SELECT s.*, s.status NOT IN ('pending', 'running') AS ended,
              CASE WHEN s.first_start IS NULL THEN 0
                   ELSE greatest(0, floor(extract(epoch FROM (CASE WHEN s.status IN ('pending', 'running') THEN $2::timestamptz ELSE coalesce(s.last_end, $2::timestamptz) END) - s.first_start)))::int
              END AS span
         FROM s)
     UPDATE jobs p SET array_counts = n.counts, job_status = n.status, started_time = n.first_start,
            finished_time = CASE WHEN n.ended THEN coalesce(n.last_end, $2::timestamptz) END,
            exit_code = CASE WHEN n.ended THEN n.top_exit END, run_time = n.span, modified_time = $2::timestamptz,
            pending_reason = CASE WHEN n.status = 'pending' THEN n.first_reason END,
            expected_start = CASE WHEN n.status = 'pending' THEN n.first_expected END
       FROM n
      WHERE p.hpcjob_uuid = n.array_of AND p.job_status <> 'deleted'
        AND (p.array_counts, p.job_status, p.started_time, p.finished_time, p.exit_code, p.run_time, p.pending_reason, p.expected_start)
            IS DISTINCT FROM (n.counts, n.status, n.first_start, CASE WHEN n.ended THEN coalesce(n.last_end, $2::timestamptz) END,
                              CASE WHEN n.ended THEN n.top_exit END, n.span, CASE WHEN n.status = 'pending' THEN n.first_reason END,
                              CASE WHEN n.status = 'pending' THEN n.first_expected END)
      RETURNING p.hpcjob_uuid, p.job_status`,
    [arrays, now],
  );
  const ended = rows.filter((r) => r.job_status !== 'pending' && r.job_status !== 'running').map((r) => r.hpcjob_uuid);
  if (ended.length) await db.query('UPDATE scheduler_jobs SET active = false WHERE hpcjob_uuid = ANY($1) AND active', [ended]);
  return rows.map((r) => r.hpcjob_uuid);
}
