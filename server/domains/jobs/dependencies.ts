/**
 * Jobs that wait for other jobs (ADR 0057). A submission names earlier jobs of the same cluster and account, each with
 * Slurm's condition; they are kept in job_dependencies. Before the scheduler loop hands a job over, its gate is read
 * from the console's record of the jobs it waits for:
 * - a condition the console can already judge (the other job has started, or ended) is met or can never be met;
 * - one it cannot judge yet is passed on to a scheduler that holds the other job under an id (Slurm judges it), or
 *   keeps the job waiting (the simulator, or another job not yet handed over).
 *
 * | condition  | met                          | never met                   |
 * |------------|------------------------------|-----------------------------|
 * | after      | the other job started or ended | -                         |
 * | afterany   | it ended                     | -                           |
 * | afterok    | it finished (exit code 0)    | it ended otherwise          |
 * | afternotok | it ended otherwise           | it finished                 |
 *
 * Ended: finished, exited, cancelled, unknown or deleted. A stopped job may be resumed: it has not ended.
 */
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Schema } from '../../http/handler-types';

type DependencyType = Schema<'DependencyType'>;
type JobLink = Schema<'JobLink'>;

export interface Dependency {
  type: DependencyType;
  job: string;
}

/** Whether a job may be handed over: and which conditions its scheduler still has to judge, by its ids. */
export type Gate = { kind: 'ready'; passOn: { type: DependencyType; schedulerJobId: string }[] } | { kind: 'waiting' } | { kind: 'never' };

const ENDED = new Set(['finished', 'exited', 'cancelled', 'unknown', 'deleted']);

/** The jobs a submission names, checked: the account's own jobs of the cluster, not deleted, each once. */
export async function requireDependencies(
  tx: Db,
  owner: string,
  clusterId: string,
  wanted: Dependency[] | undefined,
): Promise<Dependency[]> {
  if (!wanted?.length) return [];
  const rows = await tx.query<{ hpcjob_uuid: string; cluster_id: string; job_status: string; name: string }>(
    "SELECT hpcjob_uuid, cluster_id, job_status, name FROM jobs WHERE hpcjob_uuid = ANY($1) AND owner = $2 AND portal = 'hpc'",
    [wanted.map((d) => d.job), owner],
  );
  const found = new Map(rows.map((r) => [r.hpcjob_uuid, r]));
  const seen = new Set<string>();
  for (const [index, dependency] of wanted.entries()) {
    const at = ['body', 'dependency', String(index), 'job'];
    const job = found.get(dependency.job);
    if (!job || job.job_status === 'deleted') throw fail.field(at, 'dependency_job', 'jobs_dependency_not_found', { id: dependency.job });
    if (job.cluster_id !== clusterId) throw fail.field(at, 'dependency_cluster', 'jobs_dependency_other_cluster', { name: job.name });
    if (seen.has(dependency.job)) throw fail.field(at, 'dependency_twice', 'jobs_dependency_twice', { name: job.name });
    seen.add(dependency.job);
  }
  return wanted;
}

export async function recordDependencies(tx: Db, uuid: string, dependencies: Dependency[]): Promise<void> {
  for (const [position, dependency] of dependencies.entries())
    await tx.query('INSERT INTO job_dependencies (hpcjob_uuid, position, type, depends_on) VALUES ($1, $2, $3, $4)', [
      uuid,
      position,
      dependency.type,
      dependency.job,
    ]);
}

/** The job page's links: what the job waits for, in order, and what waits for it, newest first (deleted ones left out). */
export async function dependencyLinks(db: Db, uuid: string): Promise<{ waits_for: JobLink[]; waited_for_by: JobLink[] }> {
  const waitsFor = await db.query<JobLink>(
    `SELECT d.type, j.hpcjob_uuid, j.name, j.job_status FROM job_dependencies d JOIN jobs j ON j.hpcjob_uuid = d.depends_on
      WHERE d.hpcjob_uuid = $1 AND j.job_status <> 'deleted' ORDER BY d.position`,
    [uuid],
  );
  const waitedForBy = await db.query<JobLink>(
    `SELECT d.type, j.hpcjob_uuid, j.name, j.job_status FROM job_dependencies d JOIN jobs j ON j.hpcjob_uuid = d.hpcjob_uuid
      WHERE d.depends_on = $1 AND j.job_status <> 'deleted' ORDER BY j.submitted_time DESC, j.hpcjob_uuid`,
    [uuid],
  );
  return { waits_for: waitsFor, waited_for_by: waitedForBy };
}

interface Other {
  hpcjob_uuid: string;
  type: DependencyType;
  job_status: string;
  exit_code: number | null;
  started_time: Date | null;
  scheduler_job_id: string | null;
}

/** One condition: met, never met, or not known yet. */
function judge(other: Other): 'met' | 'never' | 'open' {
  const ended = ENDED.has(other.job_status);
  const ok = other.job_status === 'finished' && (other.exit_code ?? 0) === 0;
  switch (other.type) {
    case 'after':
      return ended || other.started_time !== null ? 'met' : 'open';
    case 'afterany':
      return ended ? 'met' : 'open';
    case 'afterok':
      return !ended ? 'open' : ok ? 'met' : 'never';
    case 'afternotok':
      return !ended ? 'open' : ok ? 'never' : 'met';
  }
}

/**
 * The gates of jobs about to be handed to a scheduler of `kind` (one query for all). `passOn`: a condition not known
 * yet goes to that scheduler when it holds the other job under an id (Slurm); the simulator judges none itself.
 */
export async function dependencyGates(db: Db, uuids: string[], kind: 'slurm' | 'simulator'): Promise<Map<string, Gate>> {
  const gates = new Map<string, Gate>();
  if (!uuids.length) return gates;
  const rows = await db.query<Other & { waiting: string }>(
    `SELECT d.hpcjob_uuid AS waiting, d.depends_on AS hpcjob_uuid, d.type, j.job_status, j.exit_code, j.started_time,
            (SELECT s.scheduler_job_id FROM scheduler_jobs s WHERE s.hpcjob_uuid = j.hpcjob_uuid AND s.active AND s.kind = $2) AS scheduler_job_id
       FROM job_dependencies d JOIN jobs j ON j.hpcjob_uuid = d.depends_on
      WHERE d.hpcjob_uuid = ANY($1) ORDER BY d.hpcjob_uuid, d.position`,
    [uuids, kind],
  );
  for (const row of rows) {
    const gate = gates.get(row.waiting) ?? { kind: 'ready', passOn: [] };
    const verdict = judge(row);
    // Never met wins over waiting, waiting over ready.
    if (gate.kind === 'never' || verdict === 'met') gates.set(row.waiting, gate);
    else if (verdict === 'never') gates.set(row.waiting, { kind: 'never' });
    else if (gate.kind === 'waiting') continue;
    else if (kind === 'slurm' && row.scheduler_job_id)
      gates.set(row.waiting, { kind: 'ready', passOn: [...gate.passOn, { type: row.type, schedulerJobId: row.scheduler_job_id }] });
    else gates.set(row.waiting, { kind: 'waiting' });
  }
  return gates;
}

/** Slurm's dependency expression: every condition must hold ("afterok:12,afternotok:13"). */
export const slurmDependency = (passOn: { type: DependencyType; schedulerJobId: string }[]): string | undefined =>
  passOn.length ? passOn.map((p) => `${p.type}:${p.schedulerJobId}`).join(',') : undefined;
