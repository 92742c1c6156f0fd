/**
 * The gateway's client of one Slurm cluster's slurmrestd: API version discovery, JWT per user, and the
 * few calls the Slurm adapter needs, answered in the engine's types whatever version the server speaks.
 *
 *   const slurm = createSlurmClient({ url: 'http://127.0.0.1:6820', jwtKeyFile: '/etc/slurm/jwt.key' });
 *   const id = await slurm.submit('hpc-usr-owner', { name, script, cwd, stdout, stderr, cpus: 1 });
 *   const changed = await slurm.jobs('hpc-usr-owner', lastPoll);   // [] when nothing changed since lastPoll
 *
 * Every call is one HTTP request (after the one-time discovery), so a caller that polls on a ticker causes exactly
 * one slurmctld RPC per poll.
 */
import { slurmTransport, type SlurmTransport } from './http';
import { slurmTokens, type SlurmTokens } from './jwt';
import { normaliseAccounted } from './accounted';
import { normaliseJob, normaliseNode, normalisePartition } from './normalise';
import { SlurmError, type SlurmClient, type SlurmConnection, type SlurmJob, type SlurmJobSpec } from './types';

export { SlurmError } from './types';
export type { SlurmClient, SlurmConnection, SlurmJob, SlurmJobSpec } from './types';

/** Newest first: discovery takes the first one the server answers. */
export const SLURM_API_VERSIONS = ['v0.0.40', 'v0.0.39', 'v0.0.38', 'v0.0.37', 'v0.0.36'] as const;

/** ESLURM_INVALID_JOB_ID (the job is unknown: never existed or purged) and ESLURM_ALREADY_DONE. */
const INVALID_JOB_ID = 2017;
const ALREADY_DONE = 2021;
/** ESLURM_REST_EMPTY_RESULT: slurmdbd has no record (yet) of what was asked. */
const NOTHING_FOUND = 9003;

/** The environment every job gets beneath its own (slurmrestd refuses a submission without one). */
const BASE_ENVIRONMENT: Record<string, string> = { PATH: '/usr/local/bin:/usr/bin:/bin' };

/** How long a slurmrestd without slurmdbd is not asked for the accounting again. */
const NO_ACCOUNTING_MS = 10 * 60_000;

const minor = (version: string): number => Number(version.split('.').at(-1));

/** The submission body for `version` (exported for tests). */
export function submissionBody(version: string, spec: SlurmJobSpec): Record<string, unknown> {
  const environment = { ...BASE_ENVIRONMENT, ...spec.environment };
  const v = minor(version);
  const wrapped = (n: number) => (v >= 39 ? { set: true, infinite: false, number: n } : n);
  const job: Record<string, unknown> = {
    name: spec.name,
    current_working_directory: spec.cwd,
    [v <= 36 ? 'standard_out' : 'standard_output']: spec.stdout,
    standard_error: spec.stderr,
    environment: v >= 39 ? Object.entries(environment).map(([k, value]) => `${k}=${value}`) : environment,
    // The console's cores are the job's tasks, one core each: Slurm spreads them over as many nodes as they need.
    tasks: spec.cpus,
    cpus_per_task: 1,
    ...(spec.partition ? { partition: spec.partition } : {}),
    ...(spec.memoryMb !== undefined ? { memory_per_node: wrapped(spec.memoryMb) } : {}),
    ...(spec.timeLimitMin !== undefined ? { time_limit: wrapped(spec.timeLimitMin) } : {}),
    ...(spec.dependency ? { dependency: spec.dependency } : {}),
    ...(spec.array ? { array: spec.array } : {}),
    ...(v >= 39 ? { script: spec.script } : {}),
  };
  return v >= 39 ? { job } : { script: spec.script, job };
}

function list(body: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const value = body[key];
  return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : [];
}

const hasErrno = (error: unknown, ...errnos: number[]): boolean =>
  error instanceof SlurmError && error.slurmErrors.some((e) => e.errno !== undefined && errnos.includes(e.errno));

export function createSlurmClient(connection: SlurmConnection, transport: SlurmTransport = slurmTransport(connection.url)): SlurmClient {
  const tokens: SlurmTokens | undefined = connection.jwtKeyFile ? slurmTokens(connection.jwtKeyFile) : undefined;
  const serviceUser = connection.serviceUser ?? 'nobody';
  const timeoutMs = connection.timeoutMs ?? 30_000;
  let discovered: Promise<string> | undefined;
  /** Until when slurmrestd is taken to run without slurmdbd (it answered 404 on a slurmdb path: asked again later). */
  let noAccountingUntil = 0;

  const headers = (user: string): Record<string, string> =>
    tokens ? { 'X-SLURM-USER-NAME': user, 'X-SLURM-USER-TOKEN': tokens.token(user) } : {};

  const send = (user: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    transport({ method, path, headers: headers(user), body, timeoutMs }).then((reply) => reply.body);

  async function discover(): Promise<string> {
    for (const version of SLURM_API_VERSIONS) {
      try {
        await send(serviceUser, 'GET', `/slurm/${version}/ping`);
        return version;
      } catch (error) {
        if (error instanceof SlurmError && error.status === 404) continue;
        throw error;
      }
    }
    throw new SlurmError(`slurmrestd at ${connection.url} answers none of ${SLURM_API_VERSIONS.join(', ')}`, 404);
  }

  const apiVersion = (): Promise<string> => {
    if (connection.apiVersion) return Promise.resolve(connection.apiVersion);
    discovered ??= discover().catch((error: unknown) => {
      discovered = undefined; // a server that was down is asked again next time
      throw error;
    });
    return discovered;
  };

  const call = async (user: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    send(user, method, `/slurm/${await apiVersion()}${path}`, body);

  return {
    apiVersion,
    async ping() {
      await call(serviceUser, 'GET', '/ping');
    },
    async submit(user, spec) {
      const body = await call(user, 'POST', '/job/submit', submissionBody(await apiVersion(), spec));
      const id = body.job_id;
      if (typeof id !== 'number' && typeof id !== 'string') throw new SlurmError('slurmrestd accepted the job but answered no job_id', 200);
      return String(id);
    },
    async jobs(user, updatedSince) {
      // slurmctld answers every job when anything changed after update_time, and none otherwise; its clock has
      // whole seconds, so one second earlier than asked keeps a change in the same second.
      const query = updatedSince && minor(await apiVersion()) >= 37 ? `?update_time=${Math.floor(updatedSince.getTime() / 1000) - 1}` : '';
      const body = await call(user, 'GET', `/jobs${query}`);
      return list(body, 'jobs').map(normaliseJob);
    },
    async job(user, jobId) {
      let body: Record<string, unknown>;
      try {
        body = await call(user, 'GET', `/job/${encodeURIComponent(jobId)}`);
      } catch (error) {
        if (hasErrno(error, INVALID_JOB_ID) || (error instanceof SlurmError && error.status === 404)) return null;
        throw error;
      }
      const found: SlurmJob | undefined = list(body, 'jobs')
        .map(normaliseJob)
        // A task asked as <array>_<index> answers under its own job id.
        .find((j) => j.jobId === jobId || (!!j.arrayJobId && `${j.arrayJobId}_${j.arrayTaskId}` === jobId));
      return found ?? null;
    },
    async cancel(user, jobId) {
      try {
        await call(user, 'DELETE', `/job/${encodeURIComponent(jobId)}`);
      } catch (error) {
        if (hasErrno(error, INVALID_JOB_ID, ALREADY_DONE)) return;
        throw error;
      }
    },
    async accounted(user, jobId) {
      if (Date.now() < noAccountingUntil) return null;
      let body: Record<string, unknown>;
      try {
        // The openapi/dbv0.0.x plugin serves /slurmdb/v0.0.x.
        body = await send(user, 'GET', `/slurmdb/${await apiVersion()}/job/${encodeURIComponent(jobId)}`);
      } catch (error) {
        if (error instanceof SlurmError && error.status === 404 && !error.slurmErrors.length)
          noAccountingUntil = Date.now() + NO_ACCOUNTING_MS;
        if (error instanceof SlurmError && (error.status === 404 || hasErrno(error, INVALID_JOB_ID, NOTHING_FOUND))) return null;
        throw error;
      }
      const found = list(body, 'jobs')
        .map(normaliseAccounted)
        // A task asked as <array>_<index> answers under its own job id.
        .find((j) => j.jobId === jobId || j.taskId === jobId);
      return found ?? null;
    },
    async nodes(user) {
      return list(await call(user, 'GET', '/nodes'), 'nodes').map(normaliseNode);
    },
    async partitions(user) {
      return list(await call(user, 'GET', '/partitions'), 'partitions').map(normalisePartition);
    },
    async setTimeLimit(user, jobId, minutes) {
      // v0.0.36-38 take the job's properties as the body; v0.0.39+ a job description whose numbers are wrapped.
      const limit = minor(await apiVersion()) >= 39 ? { set: true, infinite: false, number: minutes } : minutes;
      await call(user, 'POST', `/job/${encodeURIComponent(jobId)}`, { time_limit: limit });
    },
  };
}
