/**
 * A graphics session as its user sees it (ADR 0062), from its row and its job's: queued while the job waits (with the
 * job's pending reason), starting while the job runs and the display is not up yet (a Slurm cluster's VNC socket),
 * running, or ended with why — its user ended it (or stopped or deleted its job after it started), its job hit its
 * time limit (as the jobs domain records a timeout: job_ended_as, migration 0104), the application exited (exit 0),
 * it failed (with the last words of its job's standard error, else its scheduler's), or it never ran. A simulated
 * cluster's session is running while its job runs and has no display.
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { Schema } from '../../http/handler-types';
import { schedulerKindSql, type SchedulerKind } from '../cluster-schedulers';
import { allows, rightOn } from '../cluster-access';
import type { GraphicsEnv } from './env';
import { displayFiles, displayUp, lastErrorLine } from './files';

export interface SessionRow {
  session_id: string;
  hpcjob_uuid: string;
  hpcsw_id: string;
  app_name: string;
  sw_ver: string | null;
  cluster_id: string;
  owner: string;
  user_id: string;
  iamuser_name: string | null;
  cores: number;
  time_limit: number;
  queue_name: string | null;
  log_id: string | null;
  ended_at: Date | null;
  display_at: Date | null;
  create_time: Date;
  job_found: boolean;
  job_id: string | null;
  job_status: Schema<'JobStatus'> | null;
  pending_reason: Schema<'PendingReason'> | null;
  node_list: string | null;
  job_cores: number | null;
  job_time_limit: number | null;
  job_queue_name: string | null;
  hpcqueue_id: string | null;
  started_time: Date | null;
  finished_time: Date | null;
  modified_time: Date | null;
  scheduler_state: string | null;
  work_dir: string | null;
  stderr_path: string | null;
  /** job_ended_as of the job (finished, timed_out, failed, …), null without a job. */
  ended_as: string | null;
  cluster_name: string | null;
  scheduler: SchedulerKind;
}

export const SESSION_SELECT = `SELECT g.session_id, g.hpcjob_uuid, g.hpcsw_id, g.app_name, g.sw_ver, g.cluster_id, g.owner, g.user_id, g.iamuser_name,
       g.cores, g.time_limit, g.queue_name, g.log_id, g.ended_at, g.display_at, g.create_time,
       j.hpcjob_uuid IS NOT NULL AS job_found, j.job_id, j.job_status, j.pending_reason, j.node_list, j.cores AS job_cores,
       j.time_limit AS job_time_limit, j.queue_name AS job_queue_name, j.hpcqueue_id, j.started_time, j.finished_time, j.modified_time,
       j.scheduler_state, j.work_dir, j.stderr_path, CASE WHEN j.hpcjob_uuid IS NULL THEN NULL ELSE job_ended_as(j) END AS ended_as,
       c.cluster_name, ${schedulerKindSql('g.cluster_id')} AS scheduler
  FROM graphics_sessions g LEFT JOIN jobs j ON j.hpcjob_uuid = g.hpcjob_uuid LEFT JOIN clusters c ON c.cluster_id = g.cluster_id`;

/** SQL (aliases g and j): the session is live (queued, starting or running), as phaseOf says. */
export const LIVE_SQL = "(g.ended_at IS NULL AND j.job_status IN ('pending', 'running'))";

type Status = Schema<'GraphicsSessionStatus'>;
type EndReason = Schema<'GraphicsEndReason'>;

export interface Phase {
  status: Status;
  endReason?: EndReason;
}

/** Whether the job ever ran (a usage record is written when it starts). */
const started = (row: SessionRow) => row.started_time !== null || row.log_id !== null;

/** The session's status and end reason from its row and its job's; `displayIsUp`: the display's socket is there now. */
export function phaseOf(row: SessionRow, displayIsUp: boolean): Phase {
  const ended = (endReason: EndReason): Phase => ({ status: 'ended', endReason });
  if (row.ended_at) return ended('ended_by_user');
  if (!row.job_found || row.job_status === 'deleted') return ended(started(row) ? 'ended_by_user' : 'not_started');
  switch (row.job_status) {
    case 'pending':
      return { status: 'queued' };
    case 'running':
      return { status: row.scheduler !== 'slurm' || row.display_at || displayIsUp ? 'running' : 'starting' };
    case 'finished':
      return ended('app_exited');
    case 'exited':
      return ended(row.ended_as === 'timed_out' ? 'time_limit' : 'failed');
    case 'stopped':
    case 'cancelled':
      return ended(started(row) ? 'ended_by_user' : 'not_started');
    default:
      return ended('failed');
  }
}

const NAME = /^[\p{L}\p{N}_]{1,20}$/u;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,31}$/;
const IAM_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

function endTime(row: SessionRow): Date | null {
  if (row.job_status === 'pending' || row.job_status === 'running') return row.ended_at;
  return row.finished_time ?? (row.job_found ? row.modified_time : null) ?? row.ended_at;
}

/** Seconds until the time limit from the job's start, at `now`. */
function timeLeft(row: SessionRow, now: number): number | null {
  if (!row.started_time) return null;
  const limit = row.job_time_limit ?? row.time_limit;
  const left = Math.floor((new Date(row.started_time).getTime() + limit * 60_000 - now) / 1000);
  return Math.min(limit * 60, Math.max(0, left));
}

/** What the reader may do: change what runs on the cluster (a read-only member may not), per cluster once. */
export function changeRights(db: Db, user: SessionUser): (clusterId: string) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>();
  return (clusterId) => {
    let right = known.get(clusterId);
    if (!right) {
      right = rightOn(db, user, clusterId).then((r) => !!r && allows(r, 'change'));
      known.set(clusterId, right);
    }
    return right;
  };
}

/** The session's phase, reading the display's socket where it decides starting or running. */
export async function phaseNow(db: Db, env: Pick<GraphicsEnv, 'jobs'>, row: SessionRow): Promise<Phase> {
  const needsLook = row.scheduler === 'slurm' && row.job_status === 'running' && !row.display_at && !row.ended_at;
  return phaseOf(row, needsLook && (await displayUp(await displayFiles(db, env, row))));
}

export async function sessionOut(
  db: Db,
  env: Pick<GraphicsEnv, 'jobs'>,
  row: SessionRow,
  mayChange: (clusterId: string) => Promise<boolean>,
  now = Date.now(),
): Promise<Schema<'GraphicsSession'>> {
  const phase = await phaseNow(db, env, row);
  const live = phase.status !== 'ended';
  const may = live && (await mayChange(row.cluster_id));
  const end = phase.status === 'ended' ? endTime(row) : null;
  const left = phase.status === 'starting' || phase.status === 'running' ? timeLeft(row, now) : null;
  const message =
    phase.endReason === 'failed' ? ((await lastErrorLine(db, env, row)) ?? row.scheduler_state?.slice(0, 1000) ?? null) : null;
  const queue = row.job_queue_name ?? row.queue_name;
  const node = row.node_list?.slice(0, 128);
  return {
    session_id: row.session_id,
    hpcsw_id: row.hpcsw_id,
    app_name: row.app_name,
    ...(row.sw_ver && VERSION.test(row.sw_ver) ? { sw_ver: row.sw_ver } : {}),
    cluster_id: row.cluster_id,
    ...(row.cluster_name && NAME.test(row.cluster_name) ? { cluster_name: row.cluster_name } : {}),
    hpcjob_uuid: row.hpcjob_uuid,
    ...(row.job_id ? { job_id: row.job_id.slice(0, 64) } : {}),
    ...(queue ? { queue_name: queue.slice(0, 128) } : {}),
    user_id: row.user_id,
    ...(row.iamuser_name && IAM_NAME.test(row.iamuser_name) ? { iamuser_name: row.iamuser_name } : {}),
    status: phase.status,
    ...(phase.status === 'queued' ? { pending_reason: row.pending_reason ?? (row.job_id ? 'scheduling' : 'accepted') } : {}),
    ...(node && row.started_time ? { node } : {}),
    cores: row.job_cores ?? row.cores,
    time_limit: row.job_time_limit ?? row.time_limit,
    ...(left !== null ? { time_left: left } : {}),
    display: row.scheduler === 'slurm',
    create_time: new Date(row.create_time).toISOString(),
    ...(row.started_time ? { start_time: new Date(row.started_time).toISOString() } : {}),
    ...(end ? { end_time: new Date(end).toISOString() } : {}),
    ...(phase.endReason ? { end_reason: phase.endReason } : {}),
    ...(message ? { end_message: message } : {}),
    ...(row.log_id ? { log_id: row.log_id } : {}),
    may_end: may,
    may_extend: may,
  };
}

/** One session of the user's own, or undefined (another user's is not found, like a missing one). */
export async function ownSession(db: Db, user: SessionUser, sessionId: string, lock = false): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>(
    `${SESSION_SELECT} WHERE g.session_id = $1 AND g.user_id = $2${lock ? ' FOR UPDATE OF g' : ''}`,
    [sessionId, user.user_id],
  );
  return row;
}
