/**
 * The engine steps of the jobs domain's asynchronous changes: a submission's operation (the console accepted the job
 * in the request; the step refuses one its scheduler has not taken when its cluster or queue went away meanwhile),
 * stopping, resuming (requeueing: accepted again, for its scheduler to take again) and deleting jobs (running and
 * pending ones are cancelled first, then every job becomes deleted one step later). The scheduler loop
 * (scheduler-loop.ts) carries these records out in the job's scheduler.
 */
import type { Db } from '../../db/database';
import type { MessageKey } from '../../i18n/messages';
import type { Step, StepResult } from '../../operations/runner';
import type { OperationRow } from '../../operations/records';
import { clusterById, simulationPlatform } from './clusters';
import type { JobsEnv } from './common';
import { filesOf, writeEvent } from './output';
import type { JobRow } from './rows';
import { requeueJobs } from './scheduler-loop';
import { arraysOf, rollUpArrays, withArrayTasks } from './arrays';

const DELETE_DELAY_MS = 1000;

function idsOf(op: OperationRow): string[] {
  const ids = op.payload.ids;
  return Array.isArray(ids) ? ids.map(String) : [];
}

async function note(tx: Db, env: JobsEnv, jobs: JobRow[], event: string): Promise<void> {
  const now = new Date();
  for (const job of jobs) writeEvent(await filesOf(tx, env, job), job, event, now);
}

/** Why the scheduler can no longer take the job, or null when it can. */
async function refusal(tx: Db, job: JobRow): Promise<MessageKey | null> {
  if (job.portal === 'ispf') {
    const platform = await simulationPlatform(tx);
    return platform?.status === 'active' ? null : 'jobs_cluster_not_active';
  }
  const cluster = await clusterById(tx, job.cluster_id);
  if (!cluster || cluster.status !== 'active') return 'jobs_cluster_not_active';
  const [queue] = await tx.query<{ cluster_id: string; status: string }>('SELECT cluster_id, status FROM queues WHERE hpcqueue_id = $1', [
    job.hpcqueue_id,
  ]);
  return queue && queue.cluster_id === job.cluster_id && queue.status !== 'deleted' ? null : 'jobs_queue_deleted';
}

function accept(): Step {
  return async (tx, op): Promise<StepResult> => {
    const uuid = String(op.payload.hpcjob_uuid ?? op.payload.sjob_id);
    const [job] = await tx.query<JobRow>('SELECT * FROM jobs WHERE hpcjob_uuid = $1', [uuid]);
    // Its scheduler has it already (the loop took it at once): nothing left to refuse.
    if (!job || job.job_id || job.job_status !== 'pending') return { done: true };
    const refused = await refusal(tx, job);
    if (refused) {
      await tx.query(
        "UPDATE jobs SET job_status = 'cancelled', finished_time = now(), modified_time = now() WHERE hpcjob_uuid = $1 AND job_id IS NULL",
        [uuid],
      );
      return { failed: refused };
    }
    return { done: true };
  };
}

function stop(env: JobsEnv): Step {
  return async (tx, op) => {
    // An array stops with its tasks (ADR 0061).
    const ids = await withArrayTasks(tx, idsOf(op), ['running', 'pending']);
    const stopped = await tx.query<JobRow>(
      "UPDATE jobs SET job_status = 'stopped', modified_time = now() WHERE hpcjob_uuid = ANY($1) AND job_status IN ('running', 'pending') RETURNING *",
      [ids],
    );
    await rollUpArrays(tx, await arraysOf(tx, ids), new Date());
    await tx.query('DELETE FROM job_nodes WHERE hpcjob_uuid = ANY($1)', [stopped.map((j) => j.hpcjob_uuid)]);
    await note(
      tx,
      env,
      stopped.filter((j) => j.started_time && !j.array_spec),
      'stopped by the user',
    );
    return { done: true };
  };
}

function resume(env: JobsEnv): Step {
  return async (tx, op) => {
    const cluster = await clusterById(tx, String(op.payload.cluster_id));
    if (!cluster || cluster.status !== 'active') return { failed: 'jobs_cluster_not_active' };
    // An array resumes its stopped tasks; each is taken back alone, the array's row follows them (ADR 0061).
    const ids = await withArrayTasks(tx, idsOf(op), ['stopped']);
    const resumed = await tx.query<JobRow>(
      `UPDATE jobs SET job_status = 'pending', started_time = NULL, finished_time = NULL, run_time = 0, exit_code = NULL, node_list = '', plan = NULL,
              duration = NULL, hits_time_limit = false, lines_written = 0, modified_time = now()
        WHERE hpcjob_uuid = ANY($1) AND job_status = 'stopped' RETURNING *`,
      [ids],
    );
    const jobs = resumed.filter((j) => !j.array_spec);
    await requeueJobs(
      tx,
      jobs.map((j) => j.hpcjob_uuid),
    );
    await rollUpArrays(tx, await arraysOf(tx, ids), new Date());
    await note(tx, env, jobs, 'requeued');
    return { done: true };
  };
}

function remove(env: JobsEnv): Step {
  return async (tx, op) => {
    // An array goes with its tasks (ADR 0061); an array one of whose tasks goes follows the others.
    const ids = await withArrayTasks(tx, idsOf(op));
    if (op.step === 0) {
      const cancelled = await tx.query<JobRow>(
        "UPDATE jobs SET job_status = 'cancelled', finished_time = now(), modified_time = now() WHERE hpcjob_uuid = ANY($1) AND job_status IN ('running', 'pending') RETURNING *",
        [ids],
      );
      await tx.query('DELETE FROM job_nodes WHERE hpcjob_uuid = ANY($1)', [ids]);
      await note(
        tx,
        env,
        cancelled.filter((j) => j.started_time && !j.array_spec),
        'cancelled before deletion',
      );
      await rollUpArrays(tx, await arraysOf(tx, ids), new Date());
      return { next: DELETE_DELAY_MS };
    }
    await tx.query(
      "UPDATE jobs SET job_status = 'deleted', modified_time = now(), submit_key = NULL WHERE hpcjob_uuid = ANY($1) AND job_status <> 'deleted'",
      [ids],
    );
    await rollUpArrays(tx, await arraysOf(tx, ids), new Date());
    return { done: true };
  };
}

export function jobSteps(env: JobsEnv): Record<string, Step> {
  return {
    'job/submitJob': accept(),
    'simulation/submitJob': accept(),
    'job/stopJobs': stop(env),
    'simulation/stopJobs': stop(env),
    'job/resumeJobs': resume(env),
    'job/deleteJobs': remove(env),
    'simulation/deleteJobs': remove(env),
  };
}
