/**
 * The scheduler loop's use of a scheduler's accounting (ADR 0058): the figures of what its recently ended jobs used
 * (slurmdbd has a job's steps a moment after its end: asked again every 5 s for two minutes, then every minute until
 * an hour has passed), and how a job it no longer
 * holds ended (slurmctld forgets a job MinJobAge after its end; a gateway that was not following it then reads the
 * end from the accounting rather than calling it unknown).
 */
import type { Db } from '../../db/database';
import type { JobRow } from './rows';
import type { Accounted, JobUsageFigures, SchedulerAdapter } from './scheduler-adapter';

const ASK_FOR_S = 3600;
/** At most this many jobs' figures asked per pass (one request each). */
const PER_PASS = 20;

export async function writeUsage(db: Db, uuid: string, usage: JobUsageFigures, now: Date): Promise<void> {
  await db.query(
    `UPDATE jobs SET cpu_seconds = $2, memory_peak = $3, memory_given = $4, limit_given = $5, usage_read = $6
      WHERE hpcjob_uuid = $1 AND usage_read IS NULL`,
    [uuid, usage.cpuSeconds, usage.memoryPeakMb, usage.memoryGivenMb, usage.timeLimitMin, now],
  );
}

/** Asks the accounting for the figures of ended jobs of the scope that have none yet; answers the problems met. */
export async function readUsage(db: Db, adapter: SchedulerAdapter, heldBy: (params: unknown[]) => string, now: Date): Promise<string[]> {
  if (!adapter.accounted) return [];
  const params: unknown[] = [now, ASK_FOR_S, PER_PASS];
  const jobs = await db.query<JobRow & { scheduler_job_id: string }>(
    `SELECT j.*, s.scheduler_job_id FROM scheduler_jobs s JOIN jobs j ON j.hpcjob_uuid = s.hpcjob_uuid
      WHERE ${heldBy(params)} AND NOT s.active AND j.usage_read IS NULL AND j.started_time IS NOT NULL
        AND j.job_status IN ('finished', 'exited', 'cancelled', 'stopped') AND j.array_spec IS NULL
        AND j.finished_time > $1::timestamptz - make_interval(secs => $2)
        AND (s.usage_asked IS NULL OR s.usage_asked <= $1::timestamptz -
             CASE WHEN j.finished_time > $1::timestamptz - interval '2 minutes' THEN interval '5 seconds' ELSE interval '60 seconds' END)
      ORDER BY j.finished_time LIMIT $3`,
    params,
  );
  const problems: string[] = [];
  for (const job of jobs) {
    let found: Accounted | null;
    try {
      found = await adapter.accounted(job, job.scheduler_job_id);
    } catch (error) {
      problems.push(
        `the accounting did not answer for job ${job.scheduler_job_id}: ${error instanceof Error ? error.message : String(error)}`,
      );
      break;
    }
    if (found?.usage) await writeUsage(db, job.hpcjob_uuid, found.usage, now);
    else await db.query('UPDATE scheduler_jobs SET usage_asked = $2 WHERE hpcjob_uuid = $1', [job.hpcjob_uuid, now]);
  }
  return problems;
}

/**
 * Followed jobs a whole answer of the scheduler does not hold: those its accounting knows ended are moved to that end
 * (`apply`, the loop's own change), with their figures; the others' end is not known (unknown). Answers the problems.
 */
export async function resolvePurged(
  db: Db,
  adapter: SchedulerAdapter,
  gone: (JobRow & { scheduler_job_id: string })[],
  apply: (job: JobRow & { scheduler_job_id: string }, found: Accounted) => Promise<void>,
  now: Date,
): Promise<{ unknown: string[]; problems: string[] }> {
  const unknown: string[] = [];
  const problems: string[] = [];
  for (const job of gone) {
    let found: Accounted | null = null;
    try {
      found = adapter.accounted ? await adapter.accounted(job, job.scheduler_job_id) : null;
    } catch (error) {
      // Not known now: followed as before, asked again at the next whole answer.
      problems.push(
        `the accounting did not answer for job ${job.scheduler_job_id}: ${error instanceof Error ? error.message : String(error)}`,
      );
      continue;
    }
    const status = found ? adapter.consoleStatus(found.change).status : null;
    if (!found || status === 'pending' || status === 'running') {
      unknown.push(job.hpcjob_uuid);
      continue;
    }
    await apply(job, found);
    if (found.usage) await writeUsage(db, job.hpcjob_uuid, found.usage, now);
  }
  return { unknown, problems };
}
