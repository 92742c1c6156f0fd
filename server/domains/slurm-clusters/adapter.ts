/**
 * The Slurm adapter (ADR 0039, 0048): one Slurm cluster behind the scheduler adapter interface, over the engine
 * layer's SlurmClient (slurmrestd, a JWT per unix account). A job runs as its user's account (else the owner's),
 * never root; its command or script is written into <mount>/<account>/jobs/<job>/ (the cluster's storage as its nodes
 * see it) and submitted from there.
 * Slurm states map to console statuses with server/slurm/states.ts; the raw state is kept as the job's scheduler state.
 */
import type { Db } from '../../db/database';
import { consoleNodeStatus, consoleStatus } from '../../slurm/states';
import type { JobsEnv } from '../jobs/public';
import { dependencyGates, readTextIfAny, realPath, slurmDependency } from '../jobs/public';
import { accountReady, hostAccounts, slurmUserOf } from '../clusters/public';
import { tenantOf, tenantPartition } from '../clusters/public';
import { storageOf } from '../jobs/public';
import type { JobRow } from '../jobs/public';
import type { SchedulerAdapter, SchedulerJobChange } from '../jobs/public';
import { accountedOf } from './accounting';
import { pendingIndices } from '../jobs/public';
import { slurmClient } from './clients';
import { jobPaths, machineIds, scriptText, writeJobScript } from './job-files';
import type { SlurmClient, SlurmFailure, SlurmJob } from './slurm-types';

export interface SlurmClusterRow {
  cluster_id: string;
  owner: string;
  rest_url: string;
  jwt_key_file: string | null;
  api_version: string | null;
  /** Null: the cluster's NAS export, at its mount point (a cloud's hosts). */
  shared_dir: string | null;
  /** The user's own Slurm (registered); else a cloud's hosts, whose nodes and partitions are the console's own. */
  own_machines: boolean;
  account_map: Record<string, string>;
  /** Whom the gateway signs as to raise a job's time limit (Slurm's operator: ADR 0060). */
  operator_account: string;
  last_sync: Date | null;
  last_error: string | null;
}

/** The Slurm clusters the loop carries out: active clusters whose scheduler is slurm, with their connection. */
export async function slurmClusters(db: Db, clusterId?: string): Promise<SlurmClusterRow[]> {
  return db.query<SlurmClusterRow>(
    `SELECT s.*, cs.shared_dir, cs.own_machines, c.owner FROM slurm_clusters s
       JOIN cluster_schedulers cs ON cs.cluster_id = s.cluster_id AND cs.kind = 'slurm'
       JOIN clusters c ON c.cluster_id = s.cluster_id
      WHERE c.status = 'active' AND ($1::text IS NULL OR s.cluster_id = $1) ORDER BY s.cluster_id`,
    [clusterId ?? null],
  );
}

/**
 * The uid and gid files are handed to: on the user's own machines (a registered cluster) the machine's account of
 * that name; on a cloud's hosts the number the console gave the account (its group has the same one).
 */
async function accountIds(db: Db, clusterId: string, account: string): Promise<{ uid: number; gid: number } | null> {
  const [row] = await db.query<{ own_machines: boolean }>('SELECT own_machines FROM cluster_schedulers WHERE cluster_id = $1', [clusterId]);
  if (row?.own_machines) return machineIds(account);
  const found = (await hostAccounts(db, clusterId)).find((a) => a.name === account);
  return found ? { uid: found.uid, gid: found.uid } : null;
}

/**
 * The account a job runs as, never root: the one the cluster's map names for its user; on a cloud's hosts else its
 * own (jobs.run_as, an account the hosts are given: ADR 0047). On the user's own machines (a registered cluster) a
 * user the map does not name has no account (ADR 0065: the job waits, no_cluster_account), so that a user's job runs
 * as no account of another.
 */
export function accountFor(
  cluster: Pick<SlurmClusterRow, 'account_map' | 'own_machines'>,
  job: Pick<JobRow, 'user_id' | 'run_as'>,
): string | null {
  const account = cluster.account_map[job.user_id] ?? (cluster.own_machines ? null : job.run_as) ?? null;
  return account && account !== 'root' ? account : null;
}

/** Whether the job runs as an account the cloud's hosts are given for it (one the map does not name). */
const hostAccountOf = (cluster: Pick<SlurmClusterRow, 'account_map' | 'own_machines'>, job: Pick<JobRow, 'user_id'>): boolean =>
  !cluster.own_machines && cluster.account_map[job.user_id] === undefined;

async function scriptOf(db: Db, env: JobsEnv, job: JobRow): Promise<string | null> {
  if (!job.script_path) return null;
  const storage = await storageOf(db, env, job);
  const path = storage ? realPath(storage, job.script_path) : null;
  return readTextIfAny(path) ?? `echo "script ${job.script_path} not found" >&2\nexit 2\n`;
}

const changeOf = (job: SlurmJob, schedulerJobId = job.jobId): SchedulerJobChange => ({
  schedulerJobId,
  state: job.state,
  startTime: job.startTime,
  expectedStart: job.expectedStart,
  endTime: job.endTime,
  nodes: job.nodes,
  raw: job,
});

/**
 * The console follows an array's tasks as `<array>_<index>` (ADR 0061): a started task is a record of its own, the
 * tasks not yet started one record naming their indices.
 */
function changesOf(job: SlurmJob): SchedulerJobChange[] {
  if (!job.arrayJobId) return [changeOf(job)];
  if (job.arrayTaskId !== null && job.arrayTaskId !== undefined) return [changeOf(job, `${job.arrayJobId}_${job.arrayTaskId}`)];
  return pendingIndices(job.arrayPending ?? '').map((index) => changeOf(job, `${job.arrayJobId}_${index}`));
}

/** What Slurm is given as the array of a job: an array's indices, or a task's own index when it runs again alone. */
const arrayFor = (job: JobRow): string | undefined =>
  job.array_spec ?? (job.array_of && job.array_task_id !== null && job.array_task_id !== undefined ? String(job.array_task_id) : undefined);

/**
 * The adapter of one cluster; throws when the cluster has no account to read Slurm as. On a shared cluster (a tenant,
 * ADR 0050) its accounts have their shared names in Slurm and a job goes to the partition of its queue's type.
 */
/** The Slurm adapter, and how long slurmctld took to answer its last job list (the registered cluster's health: ADR 0065). */
export type SlurmAdapter = SchedulerAdapter & { answerMs(): number | null };

export function slurmAdapter(db: Db, env: JobsEnv, cluster: SlurmClusterRow): SlurmAdapter {
  let answerMs: number | null = null;
  const readerAccount = cluster.account_map[cluster.owner];
  if (!readerAccount || readerAccount === 'root') throw new Error(`no cluster account for the owner ${cluster.owner}`);
  let connection: Promise<{ client: SlurmClient; reader: string }> | undefined;
  const connect = () =>
    (connection ??= slurmUserOf(db, cluster.cluster_id, readerAccount).then((reader) => ({
      reader,
      client: slurmClient({
        url: cluster.rest_url,
        jwtKeyFile: cluster.jwt_key_file ?? undefined,
        apiVersion: cluster.api_version ?? undefined,
        serviceUser: reader,
      }),
    })));
  const partitionOf = async (job: JobRow): Promise<string | undefined> =>
    (await tenantOf(db, cluster.cluster_id)) ? tenantPartition(db, job.hpcqueue_id) : (job.queue_name ?? undefined);
  return {
    kind: 'slurm',
    answerMs: () => answerMs,
    async submit(job) {
      const account = accountFor(cluster, job);
      if (!account) return { deferred: `no cluster account for user ${job.user_id}`, reason: 'no_cluster_account' };
      if (hostAccountOf(cluster, job) && !(await accountReady(db, job.cluster_id, account)))
        return { deferred: `the account ${account} is being made on the hosts` };
      const gate = (await dependencyGates(db, [job.hpcjob_uuid], 'slurm')).get(job.hpcjob_uuid) ?? { kind: 'ready', passOn: [] };
      if (gate.kind === 'never')
        return { deferred: `job ${job.hpcjob_uuid} waits for a condition that can never be met`, reason: 'dependency_never_satisfied' };
      if (gate.kind === 'waiting') return { deferred: `job ${job.hpcjob_uuid} waits for jobs not yet in Slurm`, reason: 'dependency' };
      // Paths as the cluster's nodes see them (its mount point), written here through the storage's mapping.
      const storage = await storageOf(db, env, job);
      if (!storage) return { deferred: `no shared storage for cluster ${job.cluster_id}` };
      const paths = jobPaths(storage.mount || storage.root, account, job);
      const script = scriptText(job, await scriptOf(db, env, job));
      writeJobScript(paths, (path) => realPath(storage, path), await accountIds(db, job.cluster_id, account), script);
      const { client } = await connect();
      const partition = await partitionOf(job);
      try {
        const id = await client.submit(await slurmUserOf(db, cluster.cluster_id, account), {
          name: job.name,
          partition,
          script,
          cwd: paths.cwd,
          stdout: paths.stdout,
          stderr: paths.stderr,
          cpus: job.cores,
          ...(job.memory ? { memoryMb: job.memory } : {}),
          ...(job.time_limit ? { timeLimitMin: job.time_limit } : {}),
          environment: { HPC_JOB_UUID: job.hpcjob_uuid, HPC_JOB_SCRIPT: paths.script },
          dependency: slurmDependency(gate.passOn),
          array: arrayFor(job),
        });
        // A task alone is its one-index array's task (<array>_<index>); an array's tasks are followed by the loop.
        const held = job.array_of && !job.array_spec ? `${id}_${job.array_task_id}` : id;
        return { id: held, runAs: account, workDir: paths.cwd, stdout: paths.stdout, stderr: paths.stderr };
      } catch (error) {
        // slurmrestd answered and refused the job; unreachable (no status): thrown, the pass is tried again.
        const failure = error as SlurmFailure;
        if (typeof failure.status !== 'number') throw error;
        return { refused: failure.message };
      }
    },
    async cancel(job, id) {
      const account = accountFor(cluster, job);
      if (!account) return;
      const { client } = await connect();
      await client.cancel(await slurmUserOf(db, cluster.cluster_id, account), id);
    },
    async changesSince(since) {
      const { client, reader } = await connect();
      const started = performance.now();
      const jobs = await client.jobs(reader, since);
      answerMs = Math.round(performance.now() - started);
      return jobs.flatMap(changesOf);
    },
    async inventory() {
      // A cloud's hosts are the console's nodes, its partitions the console's queues (ADR 0047): nothing to take in.
      if (!cluster.own_machines) return null;
      const { client, reader } = await connect();
      const nodes = await client.nodes(reader);
      const partitions = await client.partitions(reader);
      await db.query('UPDATE slurm_clusters SET node_count = $2, partition_count = $3 WHERE cluster_id = $1', [
        cluster.cluster_id,
        nodes.length,
        partitions.length,
      ]);
      return {
        nodes: nodes.map((n) => ({ name: n.name, cpus: n.cpus, memoryMb: n.memoryMb, ...consoleNodeStatus(n) })),
        partitions: partitions.map((p) => ({
          name: p.name,
          isDefault: p.isDefault,
          up: p.state.toUpperCase() === 'UP',
          nodes: p.nodes,
          maxTimeMin: p.maxTimeMin,
        })),
      };
    },
    consoleStatus(change) {
      return consoleStatus(change.raw as SlurmJob);
    },
    async accounted(_job, id) {
      const { client, reader } = await connect();
      const found = await client.accounted(reader, id);
      return found ? accountedOf(found) : null;
    },
  };
}
