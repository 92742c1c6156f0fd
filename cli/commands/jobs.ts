/** Compute jobs: the list, one job, a submission (to the cluster's default queue unless told), and a stop. */
import { getJobDetail, listJobs, stopJobs, submitJob } from '../../src/api/generated/endpoints/jobs/jobs';
import type { Job } from '../../src/api/generated/model/job';
import type { JobDetailResponse } from '../../src/api/generated/model/jobDetailResponse';
import type { JobStatus } from '../../src/api/generated/model/jobStatus';
import type { ListLimitParameter } from '../../src/api/generated/model/listLimitParameter';
import type { SubmitJobRequest } from '../../src/api/generated/model/submitJobRequest';
import { integerOption, textOption } from '../args';
import { EXIT } from '../exit-codes';
import { details, duration, figure, isoTime, json, NONE, table } from '../output';
import { queuesOf } from './clusters';
import { JSON_OPTION, positionals, usage, type Command } from './command';

/** The page sizes the contract allows; a --limit between them asks for the next and shows what was asked. */
const PAGE_SIZES: readonly ListLimitParameter[] = [10, 20, 50, 100, 1024];
const DEFAULT_LIMIT = 20;

/** A job's status with its exit code once it has one (exited 1). */
export function statusOf(job: Pick<Job, 'job_status' | 'exit_code'>): string {
  return job.exit_code === null || job.exit_code === undefined || job.job_status === 'finished'
    ? job.job_status
    : `${job.job_status} (exit code ${job.exit_code})`;
}

export const jobs: Command = {
  name: 'jobs',
  args: [],
  options: [
    { name: 'cluster', value: 'ID', help: "only this cluster's jobs" },
    { name: 'status', value: 'S', help: 'only jobs of these statuses, comma-separated (running,pending,…)' },
    { name: 'limit', value: 'N', help: `at most N jobs, newest first (default ${DEFAULT_LIMIT}, at most 1024)` },
    JSON_OPTION,
  ],
  operations: ['listJobs'],
  async run(context) {
    positionals(context, jobs);
    const { io, parsed } = context;
    const limit = integerOption(parsed, 'limit', 'jobs') ?? DEFAULT_LIMIT;
    const page = PAGE_SIZES.find((size) => size >= limit);
    if (limit < 1 || page === undefined) throw usage(jobs, `--limit needs a number from 1 to ${PAGE_SIZES[PAGE_SIZES.length - 1]}`);
    const status = textOption(parsed, 'status')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) as JobStatus[] | undefined;
    await context.signIn();
    const answer = await listJobs({ cluster_id: textOption(parsed, 'cluster'), status, limit: page });
    const shown = answer.job_set.slice(0, limit);
    if (context.json) {
      io.stdout(json({ ...answer, job_set: shown }));
      return EXIT.ok;
    }
    if (!shown.length) {
      io.stdout('No jobs.\n');
      return EXIT.ok;
    }
    const rows = shown.map((job) => [
      job.hpcjob_uuid,
      job.name,
      statusOf(job),
      job.cluster_name ?? job.cluster_id,
      job.queue ?? NONE,
      figure(job.cores),
      isoTime(job.submitted_time, io.env),
      duration(job.run_time),
    ]);
    io.stdout(table(['UUID', 'NAME', 'STATUS', 'CLUSTER', 'QUEUE', 'CORES', 'SUBMITTED', 'RUN TIME'], rows));
    io.stderr(`${shown.length} of ${answer.total_count} jobs; running ${answer.nrun}, pending ${answer.npend}, stopped ${answer.nstop}.\n`);
    return EXIT.ok;
  },
};

export function jobDetails(detail: JobDetailResponse, env: Readonly<Record<string, string | undefined>>): string {
  const { job, cluster, queue_info: queue } = detail;
  const minutes = (n: number | null | undefined) => (n === null || n === undefined ? null : `${n} min`);
  return details([
    ['Job', job.hpcjob_uuid],
    ['Name', job.name],
    ['Status', statusOf(job)],
    ['Waits because', job.job_status === 'pending' ? job.pending_reason : null],
    ['Expected start', job.expected_start_time ? isoTime(job.expected_start_time, env) : null],
    ['Scheduler state', job.scheduler_state],
    ['Scheduler id', job.job_id],
    ['Cluster', cluster ? `${cluster.cluster_name} (${cluster.cluster_id})` : (job.cluster_name ?? job.cluster_id)],
    ['Queue', queue ? `${queue.name} (${queue.hpcqueue_id})` : `${job.queue ?? NONE} (the queue was deleted)`],
    ['Cores', figure(job.cores)],
    ['Memory', job.memory ? `${job.memory} MiB per node` : null],
    ['Time limit', minutes(job.time_limit)],
    ['Nodes', job.node_list],
    ['Submitted', isoTime(job.submitted_time, env)],
    ['Started', job.started_time ? isoTime(job.started_time, env) : null],
    ['Finished', job.finished_time ? isoTime(job.finished_time, env) : null],
    ['Run time', duration(job.run_time)],
    ['Command', job.cmd],
    ['Script', job.script_path],
    ['Working directory', job.work_dir],
    // Where the job's files are for hpc files, upload and download (--cluster and a path under the mount).
    [
      'NAS mount',
      cluster?.nas_shared_path ? `${cluster.nas_shared_path} (hpc files --cluster ${job.cluster_id} ${cluster.nas_shared_path})` : null,
    ],
    ['Standard output', job.stdout_path],
    ['Standard error', job.stderr_path],
    ['Array', job.array],
    ['Task of', job.array_of ? `${job.array_of} (index ${job.array_task_id ?? NONE})` : null],
  ]);
}

export const job: Command = {
  name: 'job',
  args: ['<hpcjob_uuid>'],
  options: [JSON_OPTION],
  operations: ['getJobDetail'],
  async run(context) {
    const [uuid] = positionals(context, job);
    await context.signIn();
    const detail = await getJobDetail(encodeURIComponent(uuid!));
    context.io.stdout(context.json ? json(detail) : jobDetails(detail, context.io.env));
    return EXIT.ok;
  },
};

const KINDS = ['script', 'command', 'template'] as const;

export const submit: Command = {
  name: 'submit',
  args: [],
  options: [
    { name: 'cluster', value: 'ID', help: 'the cluster (hpc-… or ehpc-…)' },
    { name: 'queue', value: 'ID', help: "the queue's id (hpcq-…) or name; default: the cluster's default queue" },
    { name: 'name', value: 'N', help: "the job's name" },
    { name: 'cores', value: 'N', help: 'cores (default 1)' },
    { name: 'time', value: 'MIN', help: "time limit in minutes (default: the queue's)" },
    { name: 'script', value: 'FILE', help: "run this job script: its absolute path on the cluster's shared storage" },
    { name: 'command', value: 'CMD', help: 'run this command line' },
    { name: 'template', value: 'ID', help: 'run this job template' },
    JSON_OPTION,
  ],
  usageOptions: [
    '--cluster ID',
    '[--queue ID]',
    '--name N',
    '[--cores N]',
    '[--time MIN]',
    '(--script FILE | --command CMD | --template ID)',
    '[--json]',
  ],
  about:
    "Without --queue the job goes to the cluster's default queue, found with getCurrentQueue (HPC) or listEhpcQueues " +
    '(EHPC). Follow it with hpc watch <hpcjob_uuid>.',
  operations: ['submitJob', 'getCurrentQueue', 'listEhpcQueues'],
  async run(context) {
    positionals(context, submit);
    const { io, parsed } = context;
    const cluster = textOption(parsed, 'cluster');
    const name = textOption(parsed, 'name');
    if (!cluster) throw usage(submit, 'hpc submit needs --cluster <cluster_id>');
    if (!name) throw usage(submit, 'hpc submit needs --name <job name>');
    const kinds = KINDS.filter((kind) => parsed.options.has(kind));
    if (kinds.length !== 1)
      throw usage(
        submit,
        kinds.length ? `give one of --${kinds.join(' and --')}, not both` : 'hpc submit needs --script, --command or --template',
      );
    const kind = kinds[0]!;
    const what = textOption(parsed, kind)!;
    const cores = integerOption(parsed, 'cores', 'submit') ?? 1;
    const timeLimit = integerOption(parsed, 'time', 'submit');
    await context.signIn();
    const queue = await queueFor(cluster, textOption(parsed, 'queue'));
    const request: SubmitJobRequest = {
      cluster_id: cluster,
      hpcqueue_id: queue.id,
      name,
      cores,
      ...(timeLimit === undefined ? {} : { time_limit: timeLimit }),
      ...(kind === 'command'
        ? { submit_type: 'command', cmd: what }
        : kind === 'script'
          ? { submit_type: 'script', script_path: what }
          : { submit_type: 'template', job_template_id: what }),
    };
    const answer = await submitJob(request);
    if (context.json) io.stdout(json(answer));
    else {
      io.stdout(`Submitted ${answer.hpcjob_uuid} (${name}) to queue ${queue.name ?? queue.id} of ${cluster}.\n`);
      io.stdout(`Follow it with: hpc watch ${answer.hpcjob_uuid}\n`);
    }
    return EXIT.ok;
  },
};

/** The queue to submit to: an id as given, else a name or the default looked up among the cluster's queues. */
async function queueFor(clusterId: string, given: string | undefined): Promise<{ id: string; name?: string }> {
  // An id needs no look-up (nor a read of the queues).
  if (given && /^hpcq-/.test(given)) return { id: given };
  const { queues } = await queuesOf(clusterId);
  // A queue that cannot take the job now is the gateway's to refuse, in words.
  const found = given ? queues.find((q) => q.queue_name === given) : queues.find((q) => q.is_default);
  if (found) return { id: found.hpcqueue_id, name: found.queue_name };
  const names = queues.map((q) => q.queue_name).join(', ') || 'none';
  throw usage(
    submit,
    given
      ? `${clusterId} has no queue named ${given} (its queues: ${names})`
      : `${clusterId} has no default queue: choose one with --queue (its queues: ${names})`,
  );
}

export const stop: Command = {
  name: 'stop',
  args: ['<hpcjob_uuid>'],
  options: [JSON_OPTION],
  about: "The job's cluster is read from the job first. The stop is asynchronous: hpc watch shows the job stopped.",
  operations: ['getJobDetail', 'stopJobs'],
  async run(context) {
    const [uuid] = positionals(context, stop);
    await context.signIn();
    const { job: target } = await getJobDetail(encodeURIComponent(uuid!));
    const answer = await stopJobs({ cluster_id: target.cluster_id, job_ids: [target.hpcjob_uuid] });
    context.io.stdout(context.json ? json(answer) : `Stopping ${target.hpcjob_uuid} (${target.name}): operation ${answer.job_id}.\n`);
    return EXIT.ok;
  },
};
