/**
 * Why the simulator did not start a pending compute job, and when it should (ADR 0056): its queue has no active
 * compute node (nodes_unavailable), or not enough free cores (resources). The expected start is the first moment the
 * running jobs' time limits free enough of the queue's cores, as Slurm's backfill plans it; none while a job that
 * holds the cores has no limit. Other waiting jobs are not planned in: a simulator's estimate is a lower bound.
 */
import type { Db } from '../../db/database';
import type { JobRow } from './rows';
import type { PendingReason } from './scheduler-adapter';

interface QueueCores {
  nodes: number;
  free: number;
  /** When each running job's cores on the queue's nodes come free by its time limit (null: it has none). */
  releases: { at: Date | null; cores: number }[];
}

export interface Waiting {
  reason: PendingReason;
  expectedStart: Date | null;
}

/** The free cores of the queue's nodes (`nodesOf`: the scheduler's own query of them) and when more come free. */
async function queueCores(db: Db, nodesOf: (tx: Db) => Promise<{ node_id: string; free: number }[]>): Promise<QueueCores> {
  const nodes = await nodesOf(db);
  const releases = await db.query<{ at: Date | null; cores: number }>(
    `SELECT CASE WHEN j.time_limit IS NULL OR s.start_time IS NULL THEN NULL ELSE s.start_time + make_interval(mins => j.time_limit) END AS at,
            sum(a.cores)::int AS cores
       FROM job_nodes a JOIN simulator_jobs s ON s.hpcjob_uuid = a.hpcjob_uuid AND s.state = 'RUNNING'
       JOIN jobs j ON j.hpcjob_uuid = a.hpcjob_uuid
      WHERE a.node_id = ANY($1) GROUP BY 1`,
    [nodes.map((n) => n.node_id)],
  );
  return { nodes: nodes.length, free: nodes.reduce((sum, n) => sum + Math.max(0, n.free), 0), releases };
}

/**
 * When `cores` are free on the queue, from its running jobs' limits; null when a job without one is in the way, or
 * when they are free already (it starts at the next run). Never "now": an estimate that moved every second would be a
 * change every second.
 */
export function expectedStart(queue: QueueCores, cores: number): Date | null {
  let free = queue.free;
  if (free >= cores) return null;
  const timed = queue.releases
    .filter((r): r is { at: Date; cores: number } => r.at !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const release of timed) {
    free += release.cores;
    if (free >= cores) return release.at;
  }
  return null;
}

/**
 * Why each job (pending, not started by this run of the clock) waits, reading each queue once; `nodesOf` answers a
 * queue's active compute nodes with their free cores, as the clock starts jobs on them.
 */
export async function whyWaiting(
  db: Db,
  jobs: JobRow[],
  nodesOf: (queueId: string) => (tx: Db) => Promise<{ node_id: string; free: number }[]>,
): Promise<Map<string, Waiting>> {
  const queues = new Map<string, Promise<QueueCores>>();
  const answer = new Map<string, Waiting>();
  for (const job of jobs) {
    const queueId = String(job.hpcqueue_id);
    if (!queues.has(queueId)) queues.set(queueId, queueCores(db, nodesOf(queueId)));
    const queue = await (queues.get(queueId) as Promise<QueueCores>);
    answer.set(
      job.hpcjob_uuid,
      queue.nodes === 0
        ? { reason: 'nodes_unavailable', expectedStart: null }
        : { reason: 'resources', expectedStart: expectedStart(queue, job.cores) },
    );
  }
  return answer;
}

/** Keeps the reasons in the simulator's record; a moved reason or estimate is a change the loop reports. */
export async function noteWaiting(db: Db, waiting: Map<string, Waiting>, now: Date): Promise<void> {
  for (const [uuid, { reason, expectedStart: at }] of waiting)
    await db.query(
      `UPDATE simulator_jobs SET reason = $2, expected_start = $3, changed_at = $4
        WHERE hpcjob_uuid = $1 AND state = 'PENDING' AND (reason, expected_start) IS DISTINCT FROM ($2, $3::timestamptz)`,
      [uuid, reason, at, now],
    );
}
