/**
 * A job's time limit changed while its scheduler holds it (ADR 0060). The console's row takes the new limit; on the
 * simulator a running job's simulated run is capped anew by the rule its start used (limitedRun), so a job given
 * more time runs past its old limit and one whose run fits ends as it would have without a limit.
 */
import type { Db } from '../../db/database';
import type { JobRow } from './rows';
import { limitedRun } from './scheduler';

export async function setJobTimeLimit(tx: Db, job: Pick<JobRow, 'hpcjob_uuid' | 'plan'>, minutes: number): Promise<void> {
  const [running] = await tx.query("SELECT 1 FROM simulator_jobs WHERE hpcjob_uuid = $1 AND state = 'RUNNING'", [job.hpcjob_uuid]);
  if (!running || !job.plan) {
    await tx.query('UPDATE jobs SET time_limit = $2 WHERE hpcjob_uuid = $1', [job.hpcjob_uuid, minutes]);
    return;
  }
  const run = limitedRun(job.plan, minutes);
  await tx.query('UPDATE jobs SET time_limit = $2, duration = $3, hits_time_limit = $4 WHERE hpcjob_uuid = $1', [
    job.hpcjob_uuid,
    minutes,
    run.duration,
    run.hitsTimeLimit,
  ]);
}
