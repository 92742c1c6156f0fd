/**
 * Retrying the failed tasks of a job array (job/retryArray, ADR 0061): once the array has ended, a new array with its
 * fields whose indices are exactly its tasks that did not finish, submitted as any job is (quota, paths, the same
 * user's identical submission refused while the first is being accepted). Only its submitter retries it: the new
 * array runs as the one who asks.
 */
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers, InputOf } from '../../http/handler-types';
import { arraySpecOf } from './array-spec';
import { signedIn, type JobsEnv } from './common';
import type { JobRow } from './rows';
import { submitJob } from './submit';

/** A path the submission made itself (…/<uuid>, …/<uuid>_%a.out) is made anew for the new array. */
const own = (job: JobRow, path: string | null): string | undefined => (path && !path.includes(job.hpcjob_uuid) ? path : undefined);

async function retryJobArray(env: JobsEnv, db: Db, session: Session, input: InputOf<'retryJobArray'>) {
  const { user } = session;
  const [job] = await db.query<JobRow>(
    "SELECT * FROM jobs WHERE hpcjob_uuid = $1 AND owner = $2 AND portal = 'hpc' AND cluster_id = $3 AND job_status <> 'deleted'",
    [input.hpcjob_uuid, user.owner, input.cluster_id],
  );
  if (!job) throw fail.notFound('jobs_not_found', { id: input.hpcjob_uuid });
  if (job.user_id !== user.user_id) throw fail.forbidden('jobs_array_retry_others', { name: job.name });
  if (!job.array_spec || !job.hpcqueue_id) throw fail.conflict('jobs_array_not_array', { name: job.name });
  const tasks = await db.query<{ array_task_id: number; job_status: string }>(
    "SELECT array_task_id, job_status FROM jobs WHERE array_of = $1 AND job_status <> 'deleted' ORDER BY array_task_id",
    [job.hpcjob_uuid],
  );
  if (tasks.some((t) => t.job_status === 'pending' || t.job_status === 'running'))
    throw fail.conflict('jobs_array_not_ended', { name: job.name });
  const failed = tasks.filter((t) => t.job_status !== 'finished').map((t) => t.array_task_id);
  if (!failed.length) throw fail.conflict('jobs_array_nothing_to_retry', { name: job.name });
  const form: InputOf<'submitJob'> = {
    zone: input.zone,
    cluster_id: job.cluster_id,
    hpcqueue_id: job.hpcqueue_id,
    name: job.name,
    priority: job.priority,
    cores: job.cores,
    submit_type: job.submit_type,
    array: arraySpecOf(failed, job.array_throttle ?? null),
    ...(job.memory ? { memory: job.memory } : {}),
    ...(job.time_limit ? { time_limit: job.time_limit } : {}),
    ...(own(job, job.work_dir) ? { work_dir: own(job, job.work_dir) } : {}),
    ...(own(job, job.stdout_path) ? { stdout_path: own(job, job.stdout_path) } : {}),
    ...(own(job, job.stderr_path) ? { stderr_path: own(job, job.stderr_path) } : {}),
    ...(job.input_file ? { input_file: job.input_file } : {}),
    ...(job.cmd && job.submit_type === 'command' ? { cmd: job.cmd } : {}),
    ...(job.script_path && job.submit_type === 'script' ? { script_path: job.script_path } : {}),
    ...(job.job_template_id && job.submit_type === 'template' ? { job_template_id: job.job_template_id } : {}),
  } as InputOf<'submitJob'>;
  return submitJob(env, db, session, form);
}

export const arrayRetryHandlers = (env: JobsEnv) =>
  ({
    retryJobArray: async ({ db, session, input }) => retryJobArray(env, db, signedIn(session), input),
  }) satisfies Handlers;
