/**
 * The reader's own graphics sessions (ADR 0062): listed newest first, read, ended and given more time. Another user's
 * session is not found, like a missing one. Ending stops the session's job through the job page's own stop (its
 * scheduler cancels it); ending an ended session answers it unchanged. More time raises the job's limit at once,
 * without the owner's decision, by the rule of a request for more time (within the queue's maximum, refused by the
 * field extra_minutes) and applied in the job's scheduler as an approval is (ADR 0060).
 */
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { InputOf } from '../../http/handler-types';
import { recordOperation } from '../../operations/records';
import { requireRight, rightOn } from '../cluster-access';
import { schedulerOf } from '../cluster-schedulers';
import { setJobTimeLimit, stopJobs, type JobRow } from '../jobs/public';
import { setSlurmTimeLimit } from '../slurm-clusters/public';
import { requireWithinQueue } from '../time-extensions/public';
import type { GraphicsEnv } from './env';
import { changeRights, LIVE_SQL, ownSession, phaseNow, SESSION_SELECT, sessionOut, type SessionRow } from './view';

const LIVE_STATUSES: readonly string[] = ['pending', 'running'];

async function found(db: Db, session: Session, sessionId: string): Promise<SessionRow> {
  const row = await ownSession(db, session.user, sessionId);
  if (!row) throw fail.notFound('graphics_session_not_found', { id: sessionId });
  return row;
}

/** The session as the reader sees it now. */
export async function answerSession(db: Db, env: GraphicsEnv, session: Session, sessionId: string) {
  const row = await found(db, session, sessionId);
  return { graphics_session: await sessionOut(db, env, row, changeRights(db, session.user)) };
}

export async function listSessions(db: Db, env: GraphicsEnv, session: Session, input: InputOf<'listGraphicsSessions'>) {
  const filter = input.status === 'all' ? 'true' : input.status === 'ended' ? `NOT ${LIVE_SQL}` : LIVE_SQL;
  const where = `WHERE g.user_id = $1 AND ${filter}`;
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM graphics_sessions g LEFT JOIN jobs j ON j.hpcjob_uuid = g.hpcjob_uuid ${where}`,
    [session.user.user_id],
  );
  const rows = await db.query<SessionRow>(`${SESSION_SELECT} ${where} ORDER BY g.create_time DESC, g.session_id DESC LIMIT $2 OFFSET $3`, [
    session.user.user_id,
    input.limit ?? 10,
    input.offset ?? 0,
  ]);
  const mayChange = changeRights(db, session.user);
  const set = [];
  for (const row of rows) set.push(await sessionOut(db, env, row, mayChange));
  return { total_count: n, graphics_session_set: set };
}

/** The session's job, locked, when its scheduler still runs or queues it. */
async function liveJob(tx: Db, uuid: string): Promise<JobRow | undefined> {
  const [job] = await tx.query<JobRow>('SELECT * FROM jobs WHERE hpcjob_uuid = $1 FOR UPDATE', [uuid]);
  return job && LIVE_STATUSES.includes(job.job_status) ? job : undefined;
}

export async function endSession(db: Db, env: GraphicsEnv, session: Session, input: InputOf<'endGraphicsSession'>) {
  const id = input.session_id;
  const row = await found(db, session, id);
  if ((await phaseNow(db, env, row)).status !== 'ended') {
    await db.transaction(async (tx) => {
      const locked = await ownSession(tx, session.user, id, true);
      if (!locked || locked.ended_at) return;
      const job = await liveJob(tx, locked.hpcjob_uuid);
      // A job that ended meanwhile ended the session its own way: nothing to stop, nothing to mark.
      if (!job) return;
      await stopJobs(env.jobs, tx, session, { cluster_id: job.cluster_id, job_ids: [job.hpcjob_uuid] });
      await tx.query('UPDATE graphics_sessions SET ended_at = now() WHERE session_id = $1 AND ended_at IS NULL', [id]);
    });
  }
  return answerSession(db, env, session, id);
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export async function extendSession(db: Db, env: GraphicsEnv, session: Session, input: InputOf<'extendGraphicsSession'>) {
  const id = input.session_id;
  const row = await found(db, session, id);
  const right = await rightOn(db, session.user, row.cluster_id);
  if (!right) throw fail.notFound('graphics_session_not_found', { id });
  requireRight(right, 'change');
  const ended = () => fail.conflict('graphics_session_ended', { id });
  if ((await phaseNow(db, env, row)).status === 'ended') throw ended();
  const checked = await db.transaction(async (tx) => {
    const job = await liveJob(tx, row.hpcjob_uuid);
    if (!job) throw ended();
    const limit = (job.time_limit ?? row.time_limit) + input.extra_minutes;
    await requireWithinQueue(tx, job.hpcqueue_id, limit);
    return limit;
  });
  try {
    if ((await schedulerOf(db, row.cluster_id)) === 'slurm') await setSlurmTimeLimit(db, row.cluster_id, row.hpcjob_uuid, checked);
  } catch (error) {
    throw fail.conflict('graphics_scheduler_refused', { error: messageOf(error) });
  }
  await db.transaction(async (tx) => {
    const job = await liveJob(tx, row.hpcjob_uuid);
    if (!job) throw ended();
    await setJobTimeLimit(tx, job, checked);
    await tx.query('UPDATE graphics_sessions SET time_limit = $2 WHERE session_id = $1', [id, checked]);
    const [cluster] = await tx.query<{ zone: string }>('SELECT zone FROM clusters WHERE cluster_id = $1', [row.cluster_id]);
    const jobId = await recordOperation(tx, {
      action: 'graphics/session/extend',
      resourceType: 'job',
      resourceIds: [job.hpcjob_uuid],
      resourceNames: [job.name],
      owner: job.owner,
      userId: session.user.user_id,
      zone: cluster?.zone ?? session.user.zone,
      payload: { session_id: id, cluster_id: row.cluster_id, new_time_limit: checked },
    });
    await tx.query("UPDATE operations SET status = 'successful', step = 1, status_time = now() WHERE job_id = $1", [jobId]);
  });
  return answerSession(db, env, session, id);
}
