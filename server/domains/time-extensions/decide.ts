/**
 * Deciding a request for more time (ADR 0060). Approving claims the request, asks the job's scheduler for the new
 * limit outside any transaction (a Slurm job through slurmrestd as the cluster's operator; the simulator's record
 * needs no call), then writes the limit and the decision in one transaction. A scheduler that refuses or cannot be
 * reached leaves everything as it was but the request's error, which the answer (409) and the request then tell.
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { InputOf } from '../../http/handler-types';
import { schedulerOf } from '../cluster-schedulers';
import { setJobTimeLimit, type JobRow } from '../jobs/public';
import { setSlurmTimeLimit } from '../slurm-clusters/public';
import { LIVE_STATUSES } from './ask';
import { requireWithinQueue } from './limits';
import { recordStep } from './log';
import { decides, extensionOut, open, seenExtension, type ExtensionRow } from './rows';

async function found(tx: Db, user: SessionUser, id: string): Promise<ExtensionRow> {
  const row = await seenExtension(tx, user, id, true);
  if (!row) throw fail.notFound('time_extension_not_found', { id });
  return row;
}

function requireOpen(row: ExtensionRow): void {
  if (!open(row)) throw fail.conflict('time_extension_decided', { id: row.extension_id });
}

async function answer(db: Db, user: SessionUser, id: string) {
  const row = await seenExtension(db, user, id);
  if (!row) throw fail.notFound('time_extension_not_found', { id });
  return { time_extension: extensionOut(row, user) };
}

const logged = (row: ExtensionRow, job: Pick<JobRow, 'name'>) => ({ ...row, name: job.name });

async function liveJob(tx: Db, row: ExtensionRow): Promise<JobRow> {
  const [job] = await tx.query<JobRow>('SELECT * FROM jobs WHERE hpcjob_uuid = $1 FOR UPDATE', [row.hpcjob_uuid]);
  if (!job || !LIVE_STATUSES.includes(job.job_status)) throw fail.conflict('time_extension_job_ended', { id: row.hpcjob_uuid });
  await requireWithinQueue(tx, job.hpcqueue_id, row.new_time_limit);
  return job;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export async function approveTimeExtension(db: Db, user: SessionUser, input: InputOf<'approveTimeExtension'>) {
  const id = input.extension_id;
  const claimed = await db.transaction(async (tx) => {
    const row = await found(tx, user, id);
    if (!decides(user, row)) throw fail.forbidden('time_extension_decider_only');
    requireOpen(row);
    await liveJob(tx, row);
    await tx.query('UPDATE time_extensions SET claimed_at = now() WHERE extension_id = $1', [id]);
    return row;
  });
  try {
    if ((await schedulerOf(db, claimed.cluster_id)) === 'slurm')
      await setSlurmTimeLimit(db, claimed.cluster_id, claimed.hpcjob_uuid, claimed.new_time_limit);
  } catch (error) {
    const told = messageOf(error);
    await db.query('UPDATE time_extensions SET claimed_at = NULL, error = $2 WHERE extension_id = $1', [id, told]);
    throw fail.conflict('time_extension_scheduler_refused', { error: told });
  }
  try {
    await db.transaction(async (tx) => {
      const row = await found(tx, user, id);
      const job = await liveJob(tx, row);
      await setJobTimeLimit(tx, job, row.new_time_limit);
      await tx.query(
        "UPDATE time_extensions SET status = 'approved', decided_by = $2, decide_time = now(), error = NULL, claimed_at = NULL WHERE extension_id = $1",
        [id, user.user_id],
      );
      await recordStep(tx, 'approve', user, logged(row, job));
    });
  } catch (error) {
    // The job ended meanwhile: the request is open again, to be refused.
    await db.query('UPDATE time_extensions SET claimed_at = NULL WHERE extension_id = $1', [id]);
    throw error;
  }
  return answer(db, user, id);
}

export async function refuseTimeExtension(db: Db, user: SessionUser, input: InputOf<'refuseTimeExtension'>) {
  const id = input.extension_id;
  await db.transaction(async (tx) => {
    const row = await found(tx, user, id);
    if (!decides(user, row)) throw fail.forbidden('time_extension_decider_only');
    requireOpen(row);
    await tx.query(
      "UPDATE time_extensions SET status = 'refused', decided_by = $2, decide_time = now(), refuse_reason = $3 WHERE extension_id = $1",
      [id, user.user_id, input.refuse_reason?.trim() ?? null],
    );
    await recordStep(tx, 'refuse', user, logged(row, { name: row.job_name }));
  });
  return answer(db, user, id);
}

export async function withdrawTimeExtension(db: Db, user: SessionUser, input: InputOf<'withdrawTimeExtension'>) {
  const id = input.extension_id;
  await db.transaction(async (tx) => {
    const row = await found(tx, user, id);
    if (row.user_id !== user.user_id) throw fail.forbidden('time_extension_asker_only');
    requireOpen(row);
    await tx.query("UPDATE time_extensions SET status = 'withdrawn', decided_by = $2, decide_time = now() WHERE extension_id = $1", [
      id,
      user.user_id,
    ]);
    await recordStep(tx, 'withdraw', user, logged(row, { name: row.job_name }));
  });
  return answer(db, user, id);
}
