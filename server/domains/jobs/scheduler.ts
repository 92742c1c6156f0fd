/**
 * The simulated scheduler's clock (behind ./simulator-adapter.ts, ADR 0048). Its record of the jobs it holds is
 * simulator_jobs (its own states; the loop maps them to console statuses). Each run it first advances its running
 * jobs (a job ends when its simulated duration is over: COMPLETED with exit code 0, FAILED otherwise, TIMEOUT when
 * its time limit ends it, or DISK_QUOTA with code 122 once its output would pass its account's storage quota:
 * ./output-quota.ts), then starts its pending jobs whose dependencies allow (./dependencies.ts), highest priority
 * first and then oldest, on the free cores of the active compute nodes of their queue (the simulation platform's
 * single node for simulation jobs), and notes why the others wait (./simulator-waits.ts). Cores are
 * allocated per node in job_nodes and freed when the job ends or is cancelled. It writes the jobs' output files and
 * its bookkeeping columns of the jobs table (plan, duration, lines written), never a console status.
 */
import type { Db } from '../../db/database';
import { simulationPlatform, type PlatformRow } from './clusters';
import type { JobsEnv } from './common';
import { readTextIfAny, realPath } from './files';
import { filesOf, storageOf, writeEnd, writeProgress, writeStart } from './output';
import { DISK_QUOTA_EXIT_CODE, outputBytes, outputRoom, quotaError, takeOutput } from './output-quota';
import { missingScriptPlan, planOf, type JobPlan } from './plan';
import type { JobRow } from './rows';
import { dependencyGates } from './dependencies';
import { noteWaiting, whyWaiting, type Waiting } from './simulator-waits';

/** Exit code of a job the time limit ends (as GNU timeout reports it). */
export const TIME_LIMIT_EXIT_CODE = 124;

interface FreeNode {
  node_id: string;
  hostname: string;
  free: number;
}

/** A job the simulator runs: its console row, with when the simulator started it. */
export type RunningJob = JobRow & { start_time: Date | null };

/** The simulator's end states and their exit codes (DISK_QUOTA and TIMEOUT as the console shows them). */
const endState = (exitCode: number, overQuota: boolean, timeLimit: boolean) =>
  overQuota ? 'DISK_QUOTA' : timeLimit ? 'TIMEOUT' : exitCode === 0 ? 'COMPLETED' : 'FAILED';

export async function advance(db: Db, env: JobsEnv, job: RunningJob, now: Date): Promise<void> {
  const started = job.start_time ? new Date(job.start_time) : job.started_time ? new Date(job.started_time) : now;
  const total = Math.max(job.duration ?? 1, 0);
  const elapsed = Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000));
  const plan = job.plan ?? { duration: total, exit_code: 0, lines: [] };
  const files = await filesOf(db, env, job);
  if (elapsed < total && elapsed <= job.run_time) return;
  // The output due now must fit in the account's storage quota, else the job ends here (ADR 0026).
  const room = await outputRoom(db, files, job);
  if (elapsed < total) {
    const due = Math.min(plan.lines.length, Math.floor((plan.lines.length * elapsed) / total));
    const percent = Math.floor((100 * elapsed) / total);
    const before = Math.floor((100 * job.run_time) / total);
    const lines = plan.lines.slice(job.lines_written, due);
    const progress = percent > before ? percent : null;
    if (
      await takeOutput(
        db,
        job,
        room,
        outputBytes([...lines, ...(progress === null ? [] : [`[progress] ${progress}% (${elapsed} s elapsed)`])]),
      )
    ) {
      await db.query('UPDATE jobs SET run_time = $2, lines_written = $3 WHERE hpcjob_uuid = $1', [
        job.hpcjob_uuid,
        elapsed,
        Math.max(due, job.lines_written),
      ]);
      writeProgress(files, lines, progress, elapsed);
      return;
    }
  }
  const overQuota =
    room !== null && (elapsed < total || !(await takeOutput(db, job, room, outputBytes(plan.lines.slice(job.lines_written)) + 200)));
  const exitCode = overQuota ? DISK_QUOTA_EXIT_CODE : job.hits_time_limit ? TIME_LIMIT_EXIT_CODE : plan.exit_code;
  const runTime = Math.min(elapsed, total);
  const end = {
    status: exitCode === 0 ? ('finished' as const) : ('exited' as const),
    exit_code: exitCode,
    run_time: runTime,
    finished_time: new Date(started.getTime() + runTime * 1000),
    error:
      overQuota && room
        ? quotaError(job, room)
        : job.hits_time_limit
          ? `slurmstepd: error: *** JOB ${job.job_id ?? job.hpcjob_uuid} ON ${job.node_list} CANCELLED DUE TO TIME LIMIT (${job.time_limit} min) ***`
          : (plan.error ?? null),
  };
  const written = overQuota ? job.lines_written : plan.lines.length;
  const ended = await db.transaction(async (tx) => {
    const rows = await tx.query(
      `UPDATE simulator_jobs SET state = $2, exit_code = $3, end_time = $4, changed_at = $5 WHERE hpcjob_uuid = $1 AND state = 'RUNNING' RETURNING hpcjob_uuid`,
      [job.hpcjob_uuid, endState(exitCode, overQuota, job.hits_time_limit), end.exit_code, end.finished_time, now],
    );
    if (!rows.length) return false;
    // What it used (ADR 0058): its busy seconds on every core; the simulator measures no memory.
    const cpuSeconds = plan.busy === undefined ? null : job.cores * Math.min(plan.busy, runTime);
    await tx.query(
      'UPDATE jobs SET lines_written = $2, cpu_seconds = $3, usage_read = CASE WHEN $3::float8 IS NULL THEN NULL ELSE $4::timestamptz END WHERE hpcjob_uuid = $1',
      [job.hpcjob_uuid, written, cpuSeconds, now],
    );
    await tx.query('DELETE FROM job_nodes WHERE hpcjob_uuid = $1', [job.hpcjob_uuid]);
    return true;
  });
  if (ended) writeEnd(files, job, end, plan.lines.slice(job.lines_written, written));
}

/** A task of an array reads its index and its array's id as Slurm gives them (ADR 0061). */
function withTaskEnvironment(text: string, job: JobRow): string {
  if (job.array_task_id === null || job.array_task_id === undefined) return text;
  const arrayId = (job.job_id ?? '').split('_')[0] ?? '';
  return text.replace(/\$\{?SLURM_ARRAY_TASK_ID\}?/g, String(job.array_task_id)).replace(/\$\{?SLURM_ARRAY_JOB_ID\}?/g, arrayId);
}

/** What the job will do: its command, or its script as it is on the shared storage now. */
export async function planFor(db: Db, env: JobsEnv, job: JobRow): Promise<JobPlan> {
  if (!job.script_path) return planOf(withTaskEnvironment(job.cmd ?? '', job));
  const storage = await storageOf(db, env, job);
  const text = storage ? readTextIfAny(realPath(storage, job.script_path)) : null;
  return text === null ? missingScriptPlan(job.script_path) : planOf(withTaskEnvironment(text, job));
}

/** The simulated seconds a run lasts under a time limit (minutes; none: unlimited), and whether the limit ends it. */
export function limitedRun(plan: Pick<JobPlan, 'duration'>, timeLimitMin: number | null): { duration: number; hitsTimeLimit: boolean } {
  const limit = timeLimitMin ? timeLimitMin * 60 : Infinity;
  return { duration: Math.min(plan.duration, limit), hitsTimeLimit: plan.duration > limit };
}

/** Takes free cores node by node; null when the nodes cannot hold the job now. */
function allocate(nodes: FreeNode[], cores: number): { node: FreeNode; cores: number }[] | null {
  const taken: { node: FreeNode; cores: number }[] = [];
  let needed = cores;
  for (const node of nodes) {
    if (needed <= 0) break;
    const share = Math.min(node.free, needed);
    if (share > 0) {
      taken.push({ node, cores: share });
      needed -= share;
    }
  }
  return needed > 0 ? null : taken;
}

async function start(
  db: Db,
  env: JobsEnv,
  job: JobRow,
  nodesOf: ((tx: Db) => Promise<FreeNode[]>) | null,
  now: Date,
  known?: JobPlan,
): Promise<boolean> {
  const plan = known ?? (await planFor(db, env, job));
  const run = limitedRun(plan, job.time_limit);
  const started = await db.transaction(async (tx) => {
    const taken = nodesOf ? allocate(await nodesOf(tx), job.cores) : [];
    if (!taken) return null;
    const nodeList = taken.map((t) => t.node.hostname).join(',');
    const rows = await tx.query(
      `UPDATE simulator_jobs SET state = 'RUNNING', start_time = $2, nodes = $3, exit_code = NULL, end_time = NULL, changed_at = $2
        WHERE hpcjob_uuid = $1 AND state = 'PENDING' RETURNING hpcjob_uuid`,
      [job.hpcjob_uuid, now, nodeList],
    );
    if (!rows.length) return null;
    await tx.query(
      'UPDATE jobs SET run_time = 0, plan = $2, duration = $3, hits_time_limit = $4, lines_written = 0 WHERE hpcjob_uuid = $1',
      [job.hpcjob_uuid, JSON.stringify(plan), run.duration, run.hitsTimeLimit],
    );
    for (const t of taken) {
      await tx.query('INSERT INTO job_nodes (hpcjob_uuid, node_id, hostname, cores) VALUES ($1, $2, $3, $4)', [
        job.hpcjob_uuid,
        t.node.node_id,
        t.node.hostname,
        t.cores,
      ]);
    }
    return nodeList;
  });
  if (started !== null) writeStart(await filesOf(db, env, job), job, started, now);
  return started !== null;
}

/** The free cores of a queue's active compute nodes; a node restarting, resizing or being deleted takes no job. */
const queueNodes = (queueId: string) => (tx: Db) =>
  tx.query<FreeNode>(
    `SELECT n.node_id, n.hostname, n.cpu - coalesce((SELECT sum(a.cores) FROM job_nodes a WHERE a.node_id = n.node_id), 0)::int AS free
       FROM queue_nodes qn JOIN cluster_nodes n ON n.node_id = qn.node_id
      WHERE qn.hpcqueue_id = $1 AND n.role = 'compute' AND n.status = 'active' AND n.transition_status = '' ORDER BY n.hostname, n.node_id`,
    [queueId],
  );

/** At most an array's throttle of its tasks run at once (Slurm's `%N`, ADR 0061). */
async function arrayThrottles(db: Db, pending: JobRow[]) {
  const arrays = [...new Set(pending.flatMap((job) => (job.array_of ? [job.array_of] : [])))];
  const rows = arrays.length
    ? await db.query<{ array_of: string; throttle: number; running: number }>(
        `SELECT a.hpcjob_uuid AS array_of, a.array_throttle AS throttle,
                (SELECT count(*)::int FROM jobs t JOIN simulator_jobs s ON s.hpcjob_uuid = t.hpcjob_uuid WHERE t.array_of = a.hpcjob_uuid AND s.state = 'RUNNING') AS running
           FROM jobs a WHERE a.hpcjob_uuid = ANY($1) AND a.array_throttle IS NOT NULL`,
        [arrays],
      )
    : [];
  const room = new Map(rows.map((r) => [r.array_of, r.throttle - r.running]));
  return {
    allows: (job: JobRow) => !job.array_of || (room.get(job.array_of) ?? 1) > 0,
    started: (job: JobRow) => {
      const left = job.array_of ? room.get(job.array_of) : undefined;
      if (job.array_of && left !== undefined) room.set(job.array_of, left - 1);
    },
  };
}

async function startComputeJobs(db: Db, env: JobsEnv, now: Date): Promise<void> {
  const pending = await db.query<JobRow>(
    `SELECT j.* FROM simulator_jobs s JOIN jobs j ON j.hpcjob_uuid = s.hpcjob_uuid
       JOIN clusters c ON c.cluster_id = j.cluster_id AND c.status = 'active'
       JOIN queues q ON q.hpcqueue_id = j.hpcqueue_id AND q.cluster_id = j.cluster_id AND q.status = 'active'
      WHERE s.state = 'PENDING' AND j.portal = 'hpc'
      ORDER BY j.priority DESC, j.submitted_time, j.array_task_id NULLS FIRST, j.hpcjob_uuid`,
  );
  const throttle = await arrayThrottles(db, pending);
  const gates = await dependencyGates(
    db,
    pending.map((job) => job.hpcjob_uuid),
    'simulator',
  );
  const waiting: JobRow[] = [];
  const forOthers = new Map<string, Waiting>();
  for (const job of pending) {
    const gate = gates.get(job.hpcjob_uuid);
    if (gate && gate.kind !== 'ready')
      forOthers.set(job.hpcjob_uuid, { reason: gate.kind === 'never' ? 'dependency_never_satisfied' : 'dependency', expectedStart: null });
    else if (!throttle.allows(job)) forOthers.set(job.hpcjob_uuid, { reason: 'array_throttle', expectedStart: null });
    else if (await start(db, env, job, queueNodes(String(job.hpcqueue_id)), now)) throttle.started(job);
    else waiting.push(job);
  }
  const why = waiting.length ? await whyWaiting(db, waiting, queueNodes) : new Map<string, Waiting>();
  for (const [uuid, wait] of forOthers) why.set(uuid, wait);
  if (why.size) await noteWaiting(db, why, now);
}

const platformNode = (platform: PlatformRow) => (tx: Db) =>
  tx.query<FreeNode>(
    'SELECT $1::text AS node_id, $2::text AS hostname, ($3::int - coalesce((SELECT sum(cores) FROM job_nodes WHERE node_id = $1), 0))::int AS free',
    [platform.node_id, platform.hostname, platform.cores],
  );

/**
 * Starts one pending job of the simulator at `now` if its queue (or the simulation node) has the cores; the seed's
 * way in (`anywhere`: without an allocation when no node can hold it, for a cluster seeded without nodes).
 */
export async function startJob(db: Db, env: JobsEnv, job: JobRow, now: Date, plan?: JobPlan, anywhere = false): Promise<boolean> {
  if (anywhere) return (await startJob(db, env, job, now, plan)) || start(db, env, job, null, now, plan);
  if (job.portal === 'hpc') return start(db, env, job, queueNodes(String(job.hpcqueue_id)), now, plan);
  const platform = await simulationPlatform(db);
  return platform ? start(db, env, job, platformNode(platform), now, plan) : false;
}

async function startSimulationJobs(db: Db, env: JobsEnv, now: Date): Promise<void> {
  const platform = await simulationPlatform(db);
  if (!platform || platform.status !== 'active') return;
  const node = platformNode(platform);
  const pending = await db.query<JobRow>(
    `SELECT j.* FROM simulator_jobs s JOIN jobs j ON j.hpcjob_uuid = s.hpcjob_uuid
      WHERE s.state = 'PENDING' AND j.portal = 'ispf' ORDER BY j.priority DESC, j.submitted_time, j.hpcjob_uuid`,
  );
  for (const job of pending) await start(db, env, job, node, now);
}

/** Runs the simulator's clock to `now`: its running jobs advance (and end), then its pending jobs start where cores are free. */
export async function runSimulator(db: Db, env: JobsEnv, now: Date): Promise<void> {
  const running = await db.query<RunningJob>(
    `SELECT j.*, s.start_time FROM simulator_jobs s JOIN jobs j ON j.hpcjob_uuid = s.hpcjob_uuid WHERE s.state = 'RUNNING' ORDER BY s.start_time, j.hpcjob_uuid`,
  );
  for (const job of running) await advance(db, env, job, now);
  await startComputeJobs(db, env, now);
  await startSimulationJobs(db, env, now);
}
