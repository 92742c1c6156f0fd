/**
 * A job's run time and, for a running job with a time limit, the time it has left before the scheduler ends it
 * (time_limit is in minutes, run_time in seconds). A running job's run time grows from the moment its data
 * arrived. The time left warns in the last tenth of the limit, at most the last hour.
 */
import type { Job } from '@/api/generated/model/job';

/** The share of the limit under which the time left warns. */
export const TIME_LEFT_WARNING_SHARE = 0.1;
/** The time left under which it always warns, whatever the limit. */
export const TIME_LEFT_WARNING_MAX_S = 60 * 60;

export type TimeLeftTone = 'normal' | 'warning' | 'over';

export interface TimeLeft {
  /** Seconds left (0 once the limit is reached). */
  seconds: number;
  tone: TimeLeftTone;
}

type Timed = Pick<Job, 'job_status' | 'run_time' | 'time_limit'>;

/** Seconds the job has run by `now`; its data arrived at `fetchedAt` (epoch ms). */
export function runSeconds(job: Timed, now: number, fetchedAt: number): number | null {
  if (job.run_time === undefined || job.run_time === null) return null;
  if (job.job_status !== 'running' || !fetchedAt) return job.run_time;
  return job.run_time + Math.max(0, Math.floor((now - fetchedAt) / 1000));
}

/** The time left of a running job with a limit; null for any other job. */
export function timeLeft(job: Timed, now: number, fetchedAt: number): TimeLeft | null {
  if (job.job_status !== 'running' || !job.time_limit) return null;
  const ran = runSeconds(job, now, fetchedAt) ?? 0;
  const limit = job.time_limit * 60;
  const seconds = Math.max(0, limit - ran);
  const warnBelow = Math.min(limit * TIME_LEFT_WARNING_SHARE, TIME_LEFT_WARNING_MAX_S);
  return { seconds, tone: seconds <= 0 ? 'over' : seconds <= warnBelow ? 'warning' : 'normal' };
}
