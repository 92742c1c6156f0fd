/**
 * Following a job: `watch` polls it and prints each change of its status until it ends; `log` prints its standard
 * output or error, read from its cluster's NAS export through the storage service, and with --follow what is new
 * until the job ends.
 */
import { isGatewayError } from '../../src/api/gateway';
import { getClusterNasInfo } from '../../src/api/generated/endpoints/clusters/clusters';
import { getJobDetail } from '../../src/api/generated/endpoints/jobs/jobs';
import { getObject } from '../../src/api/generated/endpoints/storage/storage';
import type { Job } from '../../src/api/generated/model/job';
import type { JobDetailResponse } from '../../src/api/generated/model/jobDetailResponse';
import { secondsOption } from '../args';
import { CliError, EXIT, exitCodeOf } from '../exit-codes';
import type { Io } from '../io';
import { duration, isoTime, json } from '../output';
import { JSON_OPTION, positionals, type Command, type Context } from './command';
import { statusOf } from './jobs';

const DEFAULT_INTERVAL_S = 2;
/** Polls that fail to reach the gateway in a row before watching gives up (a gateway restarting is not an end). */
const UNREACHABLE_POLLS = 3;

const INTERVAL_OPTION = { name: 'interval', value: 'SEC', help: `seconds between looks (default ${DEFAULT_INTERVAL_S})` };

/** The console's rule: a job in progress is running or pending; any other status is an end. */
const inProgress = (job: Pick<Job, 'job_status'>) => job.job_status === 'running' || job.job_status === 'pending';

/** What a watch line says of a job: its status and what goes with it. */
function stateOf(job: Job): string {
  if (job.job_status === 'pending') return job.pending_reason ? `pending (${job.pending_reason})` : 'pending';
  if (job.job_status === 'running') return job.node_list ? `running on ${job.node_list}` : 'running';
  return `${statusOf(job)} after ${duration(job.run_time)}`;
}

/** The job's detail, tolerating a few failed polls of an unreachable gateway. */
async function detailOf(context: Context, uuid: string, failures: { count: number }): Promise<JobDetailResponse | null> {
  try {
    const detail = await getJobDetail(encodeURIComponent(uuid));
    failures.count = 0;
    return detail;
  } catch (error) {
    if (!isGatewayError(error) || exitCodeOf(error) !== EXIT.unreachable || (failures.count += 1) >= UNREACHABLE_POLLS) throw error;
    context.io.stderr(`hpc: ${error.message}; trying again\n`);
    return null;
  }
}

export const watch: Command = {
  name: 'watch',
  args: ['<hpcjob_uuid>'],
  options: [INTERVAL_OPTION, JSON_OPTION],
  about:
    `Looks at the job every ${DEFAULT_INTERVAL_S} s and prints each change of its status, until it ends: exit 0 when it ` +
    'finished, 7 when it ended otherwise (failed, timed out, cancelled, stopped…). With --json, the last answer.',
  operations: ['getJobDetail'],
  async run(context) {
    const [uuid] = positionals(context, watch);
    const interval = secondsOption(context.parsed, 'interval', 'watch', DEFAULT_INTERVAL_S) * 1000;
    await context.signIn();
    const { io } = context;
    const failures = { count: 0 };
    let last = '';
    for (;;) {
      const detail = await detailOf(context, uuid!, failures);
      if (detail) {
        const { job } = detail;
        const state = `${job.job_status} ${job.job_status === 'pending' ? (job.pending_reason ?? '') : ''}`;
        if (state !== last && !context.json) io.stdout(`${isoTime(new Date(), io.env)}  ${job.hpcjob_uuid}  ${stateOf(job)}\n`);
        last = state;
        if (!inProgress(job)) {
          if (context.json) io.stdout(json(detail));
          return job.job_status === 'finished' ? EXIT.ok : EXIT.jobNotFinished;
        }
      }
      await context.sleep(interval);
    }
  },
};

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * A job file's key in its cluster's NAS export: the cluster mounts the export's share directory at its
 * nas_shared_path, so a path under that mount is the same path under the share (the job page reads it so too).
 */
export function nasKey(path: string, mount: string, share: string): string | null {
  const mountParts = segments(mount);
  const pathParts = segments(path);
  if (!path.startsWith('/') || mountParts.some((part, index) => pathParts[index] !== part)) return null;
  const parts = [...segments(share), ...pathParts.slice(mountParts.length)];
  return parts.some((part) => part === '.' || part === '..') ? null : parts.join('/');
}

/** Where the job's file is read: the export and the key, or why it cannot be. */
async function fileOf(detail: JobDetailResponse, stderr: boolean): Promise<{ nasId: string; key: string; path: string }> {
  const { job, cluster } = detail;
  const path = stderr ? job.stderr_path : job.stdout_path;
  const which = stderr ? 'standard error' : 'standard output';
  if (!path) throw new CliError(EXIT.notFound, `${job.hpcjob_uuid} has no ${which} file`);
  const { nas_info: nas } = await getClusterNasInfo({ cluster_id: job.cluster_id });
  const key = cluster?.nas_shared_path === undefined ? null : nasKey(path, cluster.nas_shared_path, nas.shared_path);
  if (key === null) throw new CliError(EXIT.notFound, `${path} is not on the NAS storage of ${job.cluster_id}`);
  return { nasId: nas.nas_id, key, path };
}

const isMissing = (error: unknown) => isGatewayError(error) && error.status === 404;

async function read(file: { nasId: string; key: string }): Promise<Uint8Array> {
  const blob = await getObject({ nas_id: file.nasId, object_name: file.key });
  return new Uint8Array(await blob.arrayBuffer());
}

export const log: Command = {
  name: 'log',
  args: ['<hpcjob_uuid>'],
  options: [
    { name: 'stderr', help: 'standard error instead of standard output' },
    { name: 'follow', help: 'keep printing what the job writes until it ends' },
    INTERVAL_OPTION,
  ],
  about:
    "Reads the job's file from its cluster's NAS export (the file's path under the cluster's mount point). With " +
    `--follow it looks every ${DEFAULT_INTERVAL_S} s and prints what is new, until the job ends.`,
  operations: ['getJobDetail', 'getClusterNasInfo', 'getObject'],
  async run(context) {
    const [uuid] = positionals(context, log);
    const { parsed, io } = context;
    const stderr = parsed.options.has('stderr');
    const interval = secondsOption(parsed, 'interval', 'log', DEFAULT_INTERVAL_S) * 1000;
    await context.signIn();
    let detail = await getJobDetail(encodeURIComponent(uuid!));
    const file = await fileOf(detail, stderr);
    if (!parsed.options.has('follow')) {
      write(io, new TextDecoder(), await read(file));
      return EXIT.ok;
    }
    // Bytes, not characters, are counted: a character split between two reads is decoded once whole.
    const decoder = new TextDecoder();
    let printed = 0;
    const failures = { count: 0 };
    for (;;) {
      const ended = !inProgress(detail.job);
      try {
        const bytes = await read(file);
        if (bytes.length > printed) write(io, decoder, bytes.subarray(printed), !ended);
        printed = Math.max(printed, bytes.length);
      } catch (error) {
        // A job that has not started has not written its file yet.
        if (!isMissing(error) || ended) throw error;
      }
      if (ended) return EXIT.ok;
      await context.sleep(interval);
      detail = (await detailOf(context, uuid!, failures)) ?? detail;
    }
  },
};

function write(io: Io, decoder: TextDecoder, bytes: Uint8Array, more = false): void {
  const text = decoder.decode(bytes, { stream: more });
  if (text) io.stdout(text);
}
