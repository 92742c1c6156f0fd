/**
 * The submitter asks for more time (ADR 0060): a pending or running job with a limit of its own, the new limit within
 * its queue's maximum, one open request per job. Recorded in the account's operation log, already done.
 */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { InputOf } from '../../http/handler-types';
import { requireRight, rightOn } from '../cluster-access';
import type { JobRow } from '../jobs/public';
import { requireWithinQueue } from './limits';
import { recordStep } from './log';
import { extensionOut, SELECT, type ExtensionRow } from './rows';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const newId = () => `tx-${[...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/** Jobs whose limit may still change. */
export const LIVE_STATUSES: readonly string[] = ['pending', 'running'];

/** The job, locked, when the user may act on it as its submitter; 404 when unseen, 403 for someone else's. */
export async function submittersJob(tx: Db, user: SessionUser, uuid: string, lock = true): Promise<JobRow & { zone: string }> {
  const [job] = await tx.query<JobRow & { zone: string }>(
    `SELECT j.*, c.zone FROM jobs j JOIN clusters c ON c.cluster_id = j.cluster_id
      WHERE j.hpcjob_uuid = $1 AND j.portal = 'hpc' AND j.job_status <> 'deleted'${lock ? ' FOR UPDATE OF j' : ''}`,
    [uuid],
  );
  const right = job ? await rightOn(tx, user, job.cluster_id) : null;
  if (!job || !right) throw fail.notFound('jobs_not_found', { id: uuid });
  if (job.user_id !== user.user_id) throw fail.forbidden('time_extension_submitter_only', { id: uuid });
  requireRight(right, 'change');
  return job;
}

/** Whether the user may ask for more time for the job now (the job page's button); never refuses. */
export async function mayAsk(db: Db, user: SessionUser, uuid: string): Promise<boolean> {
  try {
    const job = await submittersJob(db, user, uuid, false);
    if (!LIVE_STATUSES.includes(job.job_status) || job.time_limit === null || job.array_spec || job.array_of) return false;
    return !(await db.query("SELECT 1 FROM time_extensions WHERE hpcjob_uuid = $1 AND status = 'pending'", [uuid])).length;
  } catch {
    return false;
  }
}

/** Two asks at once for one job: the partial unique index lets one in, the other is the same duplicate as before. */
async function insertOnce(tx: Db, uuid: string, sql: string, params: unknown[]): Promise<void> {
  try {
    await tx.query(sql, params);
  } catch (error) {
    if ((error as { code?: string } | null)?.code === '23505') throw fail.duplicate('time_extension_open', { id: uuid });
    throw error;
  }
}

export async function askTimeExtension(db: Db, user: SessionUser, input: InputOf<'askTimeExtension'>) {
  const id = newId();
  await db.transaction(async (tx) => {
    const job = await submittersJob(tx, user, input.hpcjob_uuid);
    if (!LIVE_STATUSES.includes(job.job_status)) throw fail.conflict('time_extension_job_ended', { id: job.hpcjob_uuid });
    // slurmrestd 22.05 raises one task's limit but answers that the array's update failed (ADR 0061): not given yet.
    if (job.array_spec || job.array_of) throw fail.conflict('time_extension_array', { name: job.name });
    if (job.time_limit === null) throw fail.conflict('time_extension_no_limit', { id: job.hpcjob_uuid });
    const [open] = await tx.query("SELECT 1 FROM time_extensions WHERE hpcjob_uuid = $1 AND status = 'pending'", [job.hpcjob_uuid]);
    if (open) throw fail.duplicate('time_extension_open', { id: job.hpcjob_uuid });
    const limit = job.time_limit + input.extra_minutes;
    await requireWithinQueue(tx, job.hpcqueue_id, limit);
    await insertOnce(
      tx,
      job.hpcjob_uuid,
      `INSERT INTO time_extensions (extension_id, hpcjob_uuid, cluster_id, owner, user_id, zone, old_time_limit, new_time_limit, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, job.hpcjob_uuid, job.cluster_id, job.owner, user.user_id, job.zone, job.time_limit, limit, input.reason.trim()],
    );
    await recordStep(tx, 'ask', user, { ...job, extension_id: id, new_time_limit: limit });
  });
  const [row] = await db.query<ExtensionRow>(`${SELECT} WHERE t.extension_id = $1`, [id]);
  return { time_extension: extensionOut(row, user) };
}
