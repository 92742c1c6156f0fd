/**
 * Each step of a request for more time in the job account's operation log (ADR 0060), by the user who made it and
 * already done: the log's owner reads them all, a sub-user or IAM user its own steps.
 */
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { recordOperation } from '../../operations/records';

export type Step = 'ask' | 'approve' | 'refuse' | 'withdraw';

interface Logged {
  hpcjob_uuid: string;
  name: string;
  owner: string;
  zone: string;
  cluster_id: string;
  extension_id: string;
  new_time_limit: number;
}

export async function recordStep(tx: Db, step: Step, user: SessionUser, job: Logged): Promise<void> {
  const jobId = await recordOperation(tx, {
    action: `job/timeExtension/${step}`,
    resourceType: 'job',
    resourceIds: [job.hpcjob_uuid],
    resourceNames: [job.name],
    owner: job.owner,
    userId: user.user_id,
    zone: job.zone,
    payload: { extension_id: job.extension_id, cluster_id: job.cluster_id, new_time_limit: job.new_time_limit },
  });
  await tx.query("UPDATE operations SET status = 'successful', step = 1, status_time = now() WHERE job_id = $1", [jobId]);
}
