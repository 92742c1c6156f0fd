/**
 * Seeds one demo job by running it through the simulator in the past: it is submitted, accepted and taken by the
 * simulator, started (cores allocated, files written) and advanced to now, each step mirrored into its console row
 * as the scheduler loop would, so its times, run_time, exit code and output files are the ones the simulation itself
 * produces. Stopped, unknown, cancelled and deleted jobs then get the
 * change that made them so. Each job also gets the operations that made it.
 */
import { existsSync } from 'node:fs';
import type { Db } from '../../db/database';
import { translate, type MessageKey } from '../../i18n/messages';
import { newJobId } from '../../operations/records';
import { clusterById, queueCapacity } from './clusters';
import { clusterUser, newId, SIMULATION_CLUSTER, type JobsEnv } from './common';
import { FILE_TEMPLATES } from './file-templates';
import { appendLines, clusterStorage, mountOf, realPath, SIMULATION_MOUNT, simulationStorage, writeText } from './files';
import { filesOf, writeEvent } from './output';
import type { JobRow } from './rows';
import { planOf } from './plan';
import { advance, planFor, startJob } from './scheduler';
import { mirrorSimulated, simulatorDrops, simulatorTakes } from './simulator-adapter';
import { parseArraySpec } from './array-spec';
import { initialCounts, insertArrayTasks, rollUpArrays } from './arrays';

export interface SeedJob {
  name: string;
  cluster: 'ehpc' | 'hpc' | 'simulation';
  queue?: 'normal' | 'gpu' | 'shared';
  software?: string;
  user: { user_id: string; iamuser_name: string | null };
  status: 'finished' | 'running' | 'pending' | 'exited' | 'stopped' | 'unknown' | 'deleted' | 'cancelled';
  /** Cores, or every core of the queue (a job that waits for resources). */
  cores: number | 'queue';
  hoursAgo: number;
  cmd?: string;
  /** A file template's file name: the job runs that script, copied to the user's job folder. */
  script?: string;
  /** Extra run time appended to the script (a long run for a running job). */
  scriptSleep?: string;
  input?: string;
  memory?: number;
  time_limit?: number;
  priority?: number;
  /** A job array (ADR 0061): its indices; every task runs and ends as the simulator runs it (status: its end). */
  array?: string;
}

export interface SeedContext {
  queues: Record<'normal' | 'gpu' | 'shared', { id: string; name: string }>;
  clusters: { ehpc: string; hpc: string };
}

const OWNER = 'usr-owner';
const ORDER = ['finished', 'exited', 'deleted', 'cancelled', 'unknown', 'stopped', 'running', 'pending'];
const HOUR_MS = 3_600_000;

/** The file template a job runs, with the extra run time it is given. */
function scriptOf(job: SeedJob): { file_name: string; content: string } | null {
  const template = FILE_TEMPLATES.find((t) => t.file_name === job.script);
  return template
    ? { file_name: template.file_name, content: `${template.content}${job.scriptSleep ? `sleep ${job.scriptSleep}\n` : ''}` }
    : null;
}

async function reload(db: Db, uuid: string): Promise<JobRow> {
  return (await db.query<JobRow>('SELECT * FROM jobs WHERE hpcjob_uuid = $1', [uuid]))[0];
}

async function operation(db: Db, job: SeedJob, action: string, ids: string[], at: Date, failed?: MessageKey): Promise<void> {
  const simulation = job.cluster === 'simulation';
  await db.query(
    `INSERT INTO operations (job_id, action, resource_type, resource_ids, resource_names, status, error_message, error_key, error_params, owner, user_id, portal, zone, step,
                             run_at, create_time, status_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'pek3', 1, $13, $13, $14)`,
    [
      newJobId(),
      action,
      simulation ? SIMULATION_CLUSTER : 'job',
      simulation ? [SIMULATION_CLUSTER] : ids,
      [job.name],
      failed ? 'failed' : 'successful',
      failed ? translate(failed, 'en') : null,
      failed ?? null,
      failed ? '{}' : null,
      OWNER,
      job.user.user_id,
      simulation ? 'ispf' : 'hpc',
      at,
      new Date(at.getTime() + 2000),
    ],
  );
}

/** Inserts the job accepted and pending, as submitted hoursAgo; answers it. */
async function insert(db: Db, env: JobsEnv, job: SeedJob, ctx: SeedContext): Promise<JobRow> {
  const simulation = job.cluster === 'simulation';
  const uuid = newId(simulation ? 'sjob' : 'hpcjob');
  const runAs = clusterUser(job.user);
  const clusterId = simulation ? SIMULATION_CLUSTER : ctx.clusters[job.cluster as 'ehpc' | 'hpc'];
  const cluster = simulation ? undefined : await clusterById(db, clusterId);
  const storage = simulation ? simulationStorage(env.dataDir()) : cluster ? clusterStorage(env.dataDir(), cluster) : null;
  const mount = simulation ? `${SIMULATION_MOUNT}/${OWNER}` : mountOf(cluster?.nas_shared_path);
  const workDir = simulation ? `${mount}/${uuid}` : `${mount}/jobs/${runAs}/${uuid}`;
  const template = scriptOf(job);
  const scriptPath = template ? `${mount}/jobs/${runAs}/${template.file_name}` : null;
  if (template && storage && scriptPath) writeText(realPath(storage, scriptPath), template.content);
  // A simulation job's input deck is a file on the platform's storage (a submission naming a missing one is refused).
  const inputPath = simulation && job.input && storage ? realPath(storage, `${mount}/${job.input}`) : null;
  if (inputPath && !existsSync(inputPath)) writeText(inputPath, `# ${job.name}: input of ${job.software ?? 'the solver'}\n`);
  const queue = job.queue ? ctx.queues[job.queue] : null;
  const cores = job.cores === 'queue' ? (queue ? await queueCapacity(db, queue.id) : 0) || 112 : job.cores;
  await db.query(
    `INSERT INTO jobs (hpcjob_uuid, job_id, portal, cluster_id, owner, user_id, name, job_status, hpcqueue_id, queue_name, hpcsw_id, priority, cores, memory, time_limit,
                       stdout_path, stderr_path, input_file, work_dir, cmd, script_path, submit_type, run_as, submitted_time, modified_time, accepted_time)
     VALUES ($1, nextval('scheduler_job_ids')::text, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22, $22)`,
    [
      uuid,
      simulation ? 'ispf' : 'hpc',
      clusterId,
      OWNER,
      job.user.user_id,
      job.name,
      queue?.id ?? null,
      queue?.name ?? null,
      job.software ?? null,
      job.priority ?? 5,
      cores,
      job.memory ?? null,
      job.time_limit ?? null,
      `${workDir}/${uuid}.out`,
      `${workDir}/${uuid}.err`,
      job.input ? `${mount}/${job.input}` : null,
      workDir,
      scriptPath ? null : (job.cmd ?? null),
      scriptPath,
      scriptPath ? 'script' : 'command',
      runAs,
      new Date(Date.now() - job.hoursAgo * HOUR_MS),
    ],
  );
  return reload(db, uuid);
}

/**
 * Starts the job at `at`: on free cores when its queue has them, else (no nodes seeded) without an allocation.
 * It runs the script it was given even when its cluster has no storage seeded to read it from.
 */
async function startAt(db: Db, env: JobsEnv, job: JobRow, at: Date, script: string | null): Promise<JobRow> {
  const plan = script === null ? await planFor(db, env, job) : planOf(script);
  await startJob(db, env, job, at, plan, true);
  await mirrorSimulated(db, env, job.hpcjob_uuid, at);
  return reload(db, job.hpcjob_uuid);
}

/** Runs the job until `until` (its end, when that comes first). */
async function runUntil(db: Db, env: JobsEnv, job: JobRow, until: Date): Promise<JobRow> {
  await advance(db, env, { ...job, start_time: job.started_time }, until);
  await mirrorSimulated(db, env, job.hpcjob_uuid, until);
  return reload(db, job.hpcjob_uuid);
}

async function setStatus(db: Db, env: JobsEnv, job: JobRow, status: string, at: Date, event: string, ended: boolean): Promise<void> {
  await db.query(`UPDATE jobs SET job_status = $2, modified_time = $3${ended ? ', finished_time = $3' : ''} WHERE hpcjob_uuid = $1`, [
    job.hpcjob_uuid,
    status,
    at,
  ]);
  await db.query('DELETE FROM job_nodes WHERE hpcjob_uuid = $1', [job.hpcjob_uuid]);
  await simulatorDrops(db, job.hpcjob_uuid, at);
  if (job.started_time) writeEvent(await filesOf(db, env, job), job, event, at);
}

/** An ended array: its tasks each taken, started and run to now by the simulator, the array's row following them. */
async function seedArray(db: Db, env: JobsEnv, array: JobRow, spec: string): Promise<void> {
  const { indices, throttle } = parseArraySpec(spec);
  const submitted = new Date(array.submitted_time);
  await db.query(
    `UPDATE jobs SET array_spec = $2, array_throttle = $3, array_counts = $4, stdout_path = replace(stdout_path, '.out', '_%a.out'),
            stderr_path = replace(stderr_path, '.err', '_%a.err') WHERE hpcjob_uuid = $1`,
    [array.hpcjob_uuid, spec, throttle, JSON.stringify(initialCounts(indices.length))],
  );
  await insertArrayTasks(db, array.hpcjob_uuid, indices);
  const tasks = await db.query<JobRow>('SELECT * FROM jobs WHERE array_of = $1 ORDER BY array_task_id', [array.hpcjob_uuid]);
  for (const task of tasks) {
    await db.query("UPDATE jobs SET job_id = $2 || '_' || array_task_id WHERE hpcjob_uuid = $1", [task.hpcjob_uuid, array.job_id]);
    const held = await reload(db, task.hpcjob_uuid);
    await simulatorTakes(db, held, submitted);
    await runUntil(db, env, await startAt(db, env, held, new Date(submitted.getTime() + 30_000), null), new Date());
  }
  await rollUpArrays(db, [array.hpcjob_uuid], new Date());
}

async function seedOne(db: Db, env: JobsEnv, spec: SeedJob, ctx: SeedContext): Promise<void> {
  const simulation = spec.cluster === 'simulation';
  const pending = await insert(db, env, spec, ctx);
  if (spec.array) {
    await operation(db, spec, 'job/submitJob', [pending.hpcjob_uuid], new Date(pending.submitted_time));
    return seedArray(db, env, pending, spec.array);
  }
  const submitted = new Date(pending.submitted_time);
  const now = new Date();
  const prefix = simulation ? 'simulation' : 'job';
  await operation(
    db,
    spec,
    `${prefix}/submitJob`,
    [pending.hpcjob_uuid],
    submitted,
    spec.status === 'cancelled' ? 'jobs_cluster_not_active' : undefined,
  );
  if (spec.status === 'cancelled') {
    // The scheduler never accepted it: it has no scheduler job id.
    await setStatus(db, env, pending, 'cancelled', new Date(submitted.getTime() + 5000), 'cancelled', true);
    await db.query('UPDATE jobs SET job_id = NULL WHERE hpcjob_uuid = $1', [pending.hpcjob_uuid]);
    return;
  }
  await simulatorTakes(db, pending, submitted);
  if (spec.status === 'pending') return;
  const started = await startAt(db, env, pending, new Date(submitted.getTime() + 30_000), scriptOf(spec)?.content ?? null);
  const duration = (started.duration ?? 1) * 1000;
  const startMs = new Date(started.started_time ?? submitted).getTime();
  if (spec.status === 'stopped' || spec.status === 'unknown') {
    const at = new Date(Math.min(startMs + duration * 0.4, now.getTime()));
    const ran = await runUntil(db, env, started, at);
    await setStatus(db, env, ran, spec.status, at, spec.status === 'stopped' ? 'stopped by the user' : 'lost by the scheduler', false);
    if (spec.status === 'stopped') await operation(db, spec, `${prefix}/stopJobs`, [ran.hpcjob_uuid], at);
    else appendLines((await filesOf(db, env, ran))?.stderr ?? null, ['slurmctld: error: node not responding, job state unknown']);
    return;
  }
  const ran = await runUntil(db, env, started, now);
  if (spec.status === 'deleted') {
    await setStatus(db, env, ran, 'deleted', now, 'deleted', false);
    await operation(db, spec, `${prefix}/deleteJobs`, [ran.hpcjob_uuid], now);
  }
}

export async function seedRun(db: Db, env: JobsEnv, jobs: SeedJob[], ctx: SeedContext): Promise<void> {
  const ordered = [...jobs].sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status));
  for (const job of ordered) await seedOne(db, env, job, ctx);
}
