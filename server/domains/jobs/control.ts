/**
 * Stopping, resuming and deleting jobs: each request is checked whole (every job the owner's, of the named
 * cluster, in a status the change applies to) and recorded as one operation that the engine then carries out
 * (steps.ts). A refused request records nothing.
 */
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers } from '../../http/contract-routes';
import { recordOperation } from '../../sim/operations';
import { requireSubmittable, writableCluster } from './clusters';
import { identityOf, signedIn, SIMULATION_CLUSTER } from './common';
import type { JobRow } from './rows';

type Change = 'stop' | 'resume' | 'delete';

/** The statuses a change applies to (any job may be deleted), and the refusal of the others. */
const ALLOWED = {
  stop: { statuses: ['running', 'pending'], refusal: 'jobs_not_stoppable' },
  resume: { statuses: ['stopped'], refusal: 'jobs_not_resumable' },
  delete: null,
} as const;

/** The jobs, in the order asked, when every one is the owner's and not deleted; else 404 naming the first missing. */
async function ownedJobs(tx: Db, owner: string, portal: 'hpc' | 'ispf', ids: string[]): Promise<JobRow[]> {
  const rows = await tx.query<JobRow>("SELECT * FROM jobs WHERE hpcjob_uuid = ANY($1) AND owner = $2 AND portal = $3 AND job_status <> 'deleted' FOR UPDATE", [ids, owner, portal]);
  const byId = new Map(rows.map((r) => [r.hpcjob_uuid, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw fail.notFound('jobs_not_found', { id: missing });
  return ids.map((id) => byId.get(id) as JobRow);
}

function checkStatus(jobs: JobRow[], change: Change): void {
  const allowed = ALLOWED[change];
  if (!allowed) return;
  const wrong = jobs.find((j) => !(allowed.statuses as readonly string[]).includes(j.job_status));
  if (wrong) throw fail.conflict(allowed.refusal, { id: wrong.hpcjob_uuid });
}

const ACTIONS: Record<Change, string> = { stop: 'job/stopJobs', resume: 'job/resumeJobs', delete: 'job/deleteJobs' };

async function changeJobs(db: Db, session: Session, input: Record<string, unknown>, change: Change) {
  const { user } = session;
  const clusterId = String(input.cluster_id);
  const ids = (input.job_ids as unknown[]).map(String);
  return db.transaction(async (tx) => {
    const cluster = await writableCluster(tx, user, clusterId);
    const jobs = await ownedJobs(tx, user.owner, 'hpc', ids);
    const foreign = jobs.find((j) => j.cluster_id !== clusterId);
    if (foreign) throw fail.conflict('jobs_not_of_cluster', { id: foreign.hpcjob_uuid, cluster: clusterId });
    if (change === 'resume') requireSubmittable(cluster);
    checkStatus(jobs, change);
    const jobId = await recordOperation(tx, {
      action: ACTIONS[change], resourceType: 'job', resourceIds: ids, resourceNames: jobs.map((j) => j.name), ...identityOf(session, input.zone),
      payload: { ids, cluster_id: clusterId }, delayMs: 1000,
    });
    return { job_id: jobId };
  });
}

async function changeSimulationJobs(db: Db, session: Session, input: Record<string, unknown>, change: 'stop' | 'delete') {
  const ids = (input.sjob_ids as unknown[]).map(String);
  return db.transaction(async (tx) => {
    const jobs = await ownedJobs(tx, session.user.owner, 'ispf', ids);
    checkStatus(jobs, change);
    const jobId = await recordOperation(tx, {
      action: change === 'stop' ? 'simulation/stopJobs' : 'simulation/deleteJobs', resourceType: SIMULATION_CLUSTER, resourceIds: [SIMULATION_CLUSTER],
      resourceNames: [jobs.map((j) => j.name).join(', ').slice(0, 255)], portal: 'ispf', ...identityOf(session, input.zone), payload: { ids }, delayMs: 1000,
    });
    return { job_id: jobId };
  });
}

export const controlHandlers: Handlers = {
  stopJobs: async ({ db, session, input }) => changeJobs(db, signedIn(session), input, 'stop'),
  resumeJobs: async ({ db, session, input }) => changeJobs(db, signedIn(session), input, 'resume'),
  deleteJobs: async ({ db, session, input }) => changeJobs(db, signedIn(session), input, 'delete'),
  stopSimulationJobs: async ({ db, session, input }) => changeSimulationJobs(db, signedIn(session), input, 'stop'),
  deleteSimulationJobs: async ({ db, session, input }) => changeSimulationJobs(db, signedIn(session), input, 'delete'),
};
