/**
 * Stopping, resuming and deleting jobs: each request is checked whole (every job the owner's, of the named
 * cluster, in a status the change applies to) and recorded as one operation that the engine then carries out
 * (steps.ts). A refused request records nothing.
 */
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers, InputOf } from '../../http/handler-types';
import { recordOperation } from '../../operations/records';
import { allows, type ClusterRight } from '../cluster-access';
import { requireSubmittable, usableClusterRight } from './clusters';
import { identityOf, signedIn, SIMULATION_CLUSTER, type JobsEnv } from './common';
import { requireResumedPaths } from './path-access';
import { simulationJobsSql } from './simulation-access';
import { requireCoreHoursToResume } from './quotas';
import type { JobRow } from './rows';
import { resumedRows } from './arrays';

type Change = 'stop' | 'resume' | 'delete';

/** The statuses a change applies to (any job may be deleted), and the refusal of the others. */
const ALLOWED = {
  stop: { statuses: ['running', 'pending'], refusal: 'jobs_not_stoppable' },
  resume: { statuses: ['stopped'], refusal: 'jobs_not_resumable' },
  delete: null,
} as const;

/** The jobs, in the order asked, when every one is the owner's and not deleted; else 404 naming the first missing. */
async function ownedJobs(tx: Db, owner: string, ids: string[]): Promise<JobRow[]> {
  const rows = await tx.query<JobRow>(
    "SELECT * FROM jobs WHERE hpcjob_uuid = ANY($1) AND owner = $2 AND portal = 'hpc' AND job_status <> 'deleted' FOR UPDATE",
    [ids, owner],
  );
  const byId = new Map(rows.map((r) => [r.hpcjob_uuid, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw fail.notFound('jobs_not_found', { id: missing });
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A job is changed by its submitter, or by who administers its cluster (the owner, a read-write member: they may stop
 * the whole cluster); a read-write right alone changes one's own jobs only, so the IAM user acting for the owner
 * stops her jobs and not the owner's (ADR 0042). 403 naming the first job of someone else.
 */
function requireJobChanger(user: Session['user'], right: ClusterRight, jobs: JobRow[]): void {
  const others = jobs.find((j) => j.user_id !== user.user_id);
  if (others && !allows(right, 'administer')) throw fail.forbidden('jobs_of_others', { name: others.name });
}

function checkStatus(jobs: JobRow[], change: Change): void {
  const allowed = ALLOWED[change];
  if (!allowed) return;
  const wrong = jobs.find((j) => !(allowed.statuses as readonly string[]).includes(j.job_status));
  if (wrong) throw fail.conflict(allowed.refusal, { id: wrong.hpcjob_uuid });
}

const ACTIONS: Record<Change, string> = { stop: 'job/stopJobs', resume: 'job/resumeJobs', delete: 'job/deleteJobs' };

async function changeJobs(env: JobsEnv, db: Db, session: Session, input: InputOf<'stopJobs'>, change: Change) {
  const { user } = session;
  const clusterId = input.cluster_id;
  const ids = input.job_ids;
  return db.transaction(async (tx) => {
    const { cluster, right } = await usableClusterRight(tx, user, clusterId, 'change');
    const jobs = await ownedJobs(tx, user.owner, ids);
    const foreign = jobs.find((j) => j.cluster_id !== clusterId);
    if (foreign) throw fail.conflict('jobs_not_of_cluster', { id: foreign.hpcjob_uuid, cluster: clusterId });
    requireJobChanger(user, right, jobs);
    if (change === 'resume') requireSubmittable(cluster);
    checkStatus(jobs, change);
    // An array resumes its stopped tasks: they are what takes core-hours and writes files (ADR 0061).
    const resumed = change === 'resume' ? await resumedRows(tx, jobs) : [];
    if (change === 'resume') await requireCoreHoursToResume(tx, clusterId, resumed);
    if (change === 'resume') await requireResumedPaths(tx, env, user, cluster, resumed);
    const jobId = await recordOperation(tx, {
      action: ACTIONS[change],
      resourceType: 'job',
      resourceIds: ids,
      resourceNames: jobs.map((j) => j.name),
      ...identityOf(session, input.zone),
      payload: { ids, cluster_id: clusterId },
      delayMs: 1000,
    });
    return { job_id: jobId };
  });
}

/** The simulation jobs, in the order asked, when the user may change every one (simulation-access.ts); else 404 naming the first other. */
async function changeableSimulationJobs(tx: Db, user: Session['user'], ids: string[]): Promise<JobRow[]> {
  const params: unknown[] = [ids];
  const visible = simulationJobsSql(user, (value) => `$${params.push(value)}`);
  const rows = await tx.query<JobRow>(
    `SELECT * FROM jobs j WHERE j.hpcjob_uuid = ANY($1) AND ${visible} AND j.job_status <> 'deleted' FOR UPDATE`,
    params,
  );
  const byId = new Map(rows.map((r) => [r.hpcjob_uuid, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw fail.notFound('jobs_not_found', { id: missing });
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function changeSimulationJobs(db: Db, session: Session, input: InputOf<'stopSimulationJobs'>, change: 'stop' | 'delete') {
  const ids = input.sjob_ids;
  return db.transaction(async (tx) => {
    const jobs = await changeableSimulationJobs(tx, session.user, ids);
    checkStatus(jobs, change);
    const jobId = await recordOperation(tx, {
      action: change === 'stop' ? 'simulation/stopJobs' : 'simulation/deleteJobs',
      resourceType: SIMULATION_CLUSTER,
      resourceIds: [SIMULATION_CLUSTER],
      resourceNames: [
        jobs
          .map((j) => j.name)
          .join(', ')
          .slice(0, 255),
      ],
      portal: 'ispf',
      ...identityOf(session, input.zone),
      payload: { ids },
      delayMs: 1000,
    });
    return { job_id: jobId };
  });
}

/** Stops the user's jobs as the job page does (the same checks, recorded as job/stopJobs): `db` may be a transaction. */
export function stopJobs(env: JobsEnv, db: Db, session: Session, input: InputOf<'stopJobs'>) {
  return changeJobs(env, db, session, input, 'stop');
}

export const controlHandlers = (env: JobsEnv) =>
  ({
    stopJobs: async ({ db, session, input }) => stopJobs(env, db, signedIn(session), input),
    resumeJobs: async ({ db, session, input }) => changeJobs(env, db, signedIn(session), input, 'resume'),
    deleteJobs: async ({ db, session, input }) => changeJobs(env, db, signedIn(session), input, 'delete'),
    stopSimulationJobs: async ({ db, session, input }) => changeSimulationJobs(db, signedIn(session), input, 'stop'),
    deleteSimulationJobs: async ({ db, session, input }) => changeSimulationJobs(db, signedIn(session), input, 'delete'),
  }) satisfies Handlers;
