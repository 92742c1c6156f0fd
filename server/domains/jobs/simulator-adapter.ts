/**
 * The simulator as a scheduler adapter (ADR 0048): it takes accepted jobs under ids of its own (a requeued job keeps
 * its id), runs its clock when asked for changes (./scheduler.ts: cores allocated on the console's own compute
 * nodes, output written as the job runs) and reports its states, which map to console statuses here. Its nodes and
 * queues are the console's own: no inventory.
 */
import type { Db } from '../../db/database';
import type { JobsEnv } from './common';
import { DISK_QUOTA_EXIT_CODE } from './output-quota';
import type { JobRow } from './rows';
import type { ConsoleJobState, PendingReason, SchedulerAdapter, SchedulerJobChange } from './scheduler-adapter';
import { applyChange } from './scheduler-loop';
import { runSimulator, TIME_LIMIT_EXIT_CODE } from './scheduler';

interface SimulatorRow {
  hpcjob_uuid: string;
  scheduler_job_id: string;
  state: string;
  exit_code: number | null;
  start_time: Date | null;
  end_time: Date | null;
  nodes: string;
  /** Why a PENDING job did not start at the last run of the clock (./scheduler.ts), and when it should. */
  reason: PendingReason | null;
  expected_start: Date | null;
}

const changeOf = (row: SimulatorRow): SchedulerJobChange => ({
  schedulerJobId: row.scheduler_job_id,
  state: row.state,
  startTime: row.start_time,
  expectedStart: row.state === 'PENDING' ? row.expected_start : null,
  endTime: row.end_time,
  nodes: row.nodes,
  raw: row,
});

/** The simulator's states as console statuses; the simulator adds no scheduler state of its own to the job's page. */
export function simulatorStatus(change: SchedulerJobChange): ConsoleJobState {
  const raw = change.raw as Partial<SimulatorRow> | undefined;
  const exitCode = raw?.exit_code ?? null;
  const notPending = (status: ConsoleJobState['status'], code: number | null): ConsoleJobState => ({
    status,
    exitCode: code,
    detail: null,
    pendingReason: null,
  });
  switch (change.state) {
    case 'PENDING':
      return { status: 'pending', exitCode: null, detail: null, pendingReason: raw?.reason ?? 'scheduling' };
    case 'RUNNING':
      return notPending('running', null);
    case 'COMPLETED':
      return notPending('finished', 0);
    case 'TIMEOUT':
      return notPending('exited', TIME_LIMIT_EXIT_CODE);
    case 'DISK_QUOTA':
      return notPending('exited', DISK_QUOTA_EXIT_CODE);
    case 'FAILED':
      return notPending('exited', exitCode ?? 1);
    case 'CANCELLED':
      return notPending('cancelled', null);
    default:
      return notPending('unknown', null);
  }
}

/** The simulator takes the job as PENDING (again, when requeued), under its id or a new one. */
async function take(db: Db, job: JobRow, now: Date): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    `INSERT INTO simulator_jobs (hpcjob_uuid, scheduler_job_id, state, changed_at) VALUES ($1, coalesce($2, nextval('scheduler_job_ids')::text), 'PENDING', $3)
     ON CONFLICT (hpcjob_uuid) DO UPDATE SET scheduler_job_id = EXCLUDED.scheduler_job_id, state = 'PENDING', exit_code = NULL, start_time = NULL,
            end_time = NULL, nodes = '', reason = NULL, expected_start = NULL, changed_at = EXCLUDED.changed_at
     RETURNING scheduler_job_id AS id`,
    [job.hpcjob_uuid, job.job_id, now],
  );
  return id;
}

/**
 * An array (ADR 0061): the simulator takes each task PENDING under `<array>_<index>`, the array itself under the
 * array's id (it runs no row of its own).
 */
async function takeArray(db: Db, array: JobRow, now: Date): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>("SELECT coalesce($1, nextval('scheduler_job_ids')::text) AS id", [array.job_id]);
  await db.query(
    `INSERT INTO simulator_jobs (hpcjob_uuid, scheduler_job_id, state, changed_at)
     SELECT t.hpcjob_uuid, $2 || '_' || t.array_task_id, 'PENDING', $3 FROM jobs t WHERE t.array_of = $1 AND t.job_status = 'pending' AND t.job_id IS NULL
     ON CONFLICT (hpcjob_uuid) DO NOTHING`,
    [array.hpcjob_uuid, id, now],
  );
  return id;
}

export function simulatorAdapter(db: Db, env: JobsEnv): SchedulerAdapter {
  return {
    kind: 'simulator',
    async submit(job, now) {
      return { id: job.array_spec ? await takeArray(db, job, now) : await take(db, job, now) };
    },
    async cancel(job, id, now) {
      // An array's cancel reaches every task it still holds under its id.
      const held = job.array_spec
        ? await db.query<{ hpcjob_uuid: string }>('SELECT hpcjob_uuid FROM simulator_jobs WHERE scheduler_job_id LIKE $1', [`${id}\\_%`])
        : [{ hpcjob_uuid: job.hpcjob_uuid }];
      const uuids = held.map((h) => h.hpcjob_uuid);
      await db.query(
        "UPDATE simulator_jobs SET state = 'CANCELLED', end_time = $2, changed_at = $2 WHERE hpcjob_uuid = ANY($1) AND state IN ('PENDING', 'RUNNING')",
        [uuids, now],
      );
      await db.query('DELETE FROM job_nodes WHERE hpcjob_uuid = ANY($1)', [uuids]);
    },
    async changesSince(since, now) {
      await runSimulator(db, env, now);
      const rows = since
        ? await db.query<SimulatorRow>('SELECT * FROM simulator_jobs WHERE changed_at >= $1 ORDER BY changed_at, hpcjob_uuid', [since])
        : await db.query<SimulatorRow>(
            `SELECT s.* FROM simulator_jobs s JOIN scheduler_jobs t ON t.hpcjob_uuid = s.hpcjob_uuid AND t.kind = 'simulator' AND t.active ORDER BY s.changed_at, s.hpcjob_uuid`,
          );
      return rows.map(changeOf);
    },
    async inventory() {
      return null;
    },
    consoleStatus: simulatorStatus,
  };
}

/** The seed's way in: the simulator holds the accepted job from `at`, as the loop's submission would have made it. */
export async function simulatorTakes(db: Db, job: JobRow, at: Date): Promise<void> {
  const id = await take(db, job, at);
  await db.query('UPDATE jobs SET job_id = $2 WHERE hpcjob_uuid = $1', [job.hpcjob_uuid, id]);
  await db.query(
    `INSERT INTO scheduler_jobs (hpcjob_uuid, kind, cluster_id, scheduler_job_id, active, submitted_at) VALUES ($1, 'simulator', $2, $3, true, $4)
     ON CONFLICT (hpcjob_uuid) DO UPDATE SET scheduler_job_id = EXCLUDED.scheduler_job_id, active = true, submitted_at = EXCLUDED.submitted_at`,
    [job.hpcjob_uuid, job.cluster_id, id, at],
  );
}

/** The seed's way to follow a job: what the simulator holds of it, mirrored into its console row at `at`. */
export async function mirrorSimulated(db: Db, env: JobsEnv, uuid: string, at: Date): Promise<void> {
  const [row] = await db.query<SimulatorRow & { active: boolean }>(
    'SELECT s.*, t.active FROM simulator_jobs s JOIN scheduler_jobs t ON t.hpcjob_uuid = s.hpcjob_uuid WHERE s.hpcjob_uuid = $1',
    [uuid],
  );
  if (row) await applyChange(db, simulatorAdapter(db, env), row, changeOf(row), at);
}

/** The seed's way out: a job the seed stops or loses is no longer the simulator's. */
export async function simulatorDrops(db: Db, uuid: string, at: Date): Promise<void> {
  await db.query(
    "UPDATE simulator_jobs SET state = 'CANCELLED', end_time = $2, changed_at = $2 WHERE hpcjob_uuid = $1 AND state IN ('PENDING', 'RUNNING')",
    [uuid, at],
  );
  await db.query('UPDATE scheduler_jobs SET active = false WHERE hpcjob_uuid = $1', [uuid]);
}
