/**
 * Submitting jobs (job/submitJob, simulation/submitJob) and writing job scripts (job/createJobFile).
 * A submission inserts the job pending with a submission key: the unique index jobs_submit_key refuses the same
 * user's identical submission while the first is younger than 10 s or not yet accepted by the scheduler, also
 * when both arrive at once. The console accepts the job in the request (accepted_time, ADR 0048); once the
 * transaction commits the cluster's scheduler loop is asked to carry it out at once (a real Slurm sees it without
 * waiting for a sync interval; when slurmrestd is away the job stays accepted and the next pass submits it).
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers, InputOf } from '../../http/handler-types';
import { recordOperation } from '../../operations/records';
import { boundQueue, queueCapacity, requireSubmittable, simulationPlatform, writableCluster } from './clusters';
import { clusterUser, identityOf, isUniqueViolation, newId, recordDone, signedIn, SIMULATION_CLUSTER, type JobsEnv } from './common';
import { recordDependencies, requireDependencies } from './dependencies';
import { insertArrayTasks, initialCounts } from './arrays';
import { parseArraySpec } from './array-spec';
import { jobAccount, requireCoreHours } from './quotas';
import { requireSimulationSubmit } from './simulation-access';
import { keepJobNotify } from '../notifications/public';
import { jobFolder } from '../user-storage';
import { jobStorage, requireJobPaths, requireSimulationInput } from './path-access';
import { clusterStorage, ensureDir, mountOf, realPath, SIMULATION_MOUNT, simulationStorage, usedBytes } from './files';

/** An optional text field as stored: null when not given (or empty). */
const str = (value: string | undefined): string | null => (value ? value : null);

function submitKey(parts: (string | number | null)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Frees the key of an identical earlier submission once it is older than 10 s and the scheduler has it. */
async function releaseKey(tx: Db, owner: string, key: string): Promise<void> {
  await tx.query(
    `UPDATE jobs SET submit_key = NULL WHERE owner = $1 AND submit_key = $2 AND submitted_time < now() - interval '10 seconds'
        AND (job_id IS NOT NULL OR job_status <> 'pending')`,
    [owner, key],
  );
}

async function once<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'jobs_submit_key')) throw fail.duplicate('jobs_duplicate_submission');
    throw error;
  }
}

/** The command or script a submission runs: its own, or its job template's. */
async function whatToRun(
  tx: Db,
  owner: string,
  clusterId: string,
  input: Pick<InputOf<'submitJob'>, 'submit_type' | 'job_template_id' | 'script_path' | 'cmd'>,
) {
  if (input.submit_type === 'template') {
    // The contract requires job_template_id with this submit_type: an empty id is not found.
    const id = input.job_template_id ?? '';
    const [template] = await tx.query<{ cluster_id: string; cmd: string | null; script_path: string | null }>(
      'SELECT cluster_id, cmd, script_path FROM job_templates WHERE temp_id = $1 AND owner = $2',
      [id, owner],
    );
    if (!template) throw fail.notFound('jobs_template_not_found', { id });
    if (template.cluster_id !== clusterId) throw fail.conflict('jobs_template_other_cluster', { id });
    return { cmd: template.cmd, script_path: template.script_path, job_template_id: id };
  }
  if (input.submit_type === 'script') return { cmd: null, script_path: str(input.script_path), job_template_id: null };
  return { cmd: str(input.cmd), script_path: null, job_template_id: null };
}

export async function submitJob(env: JobsEnv, db: Db, session: Session, input: InputOf<'submitJob'>) {
  const { user } = session;
  const clusterId = input.cluster_id;
  const name = input.name;
  const cores = input.cores;
  const array = input.array ? parseArraySpec(input.array) : null;
  const answer = await once(() =>
    db.transaction(async (tx) => {
      const cluster = await writableCluster(tx, user, clusterId);
      requireSubmittable(cluster);
      const queue = await boundQueue(tx, clusterId, input.hpcqueue_id);
      const capacity = await queueCapacity(tx, queue.hpcqueue_id);
      if (cores > capacity) throw fail.field(['body', 'cores'], 'queue_cores', 'jobs_queue_too_small', { cores: capacity, asked: cores });
      // The core-hour quota holds before anything is written (ADR 0026).
      // An array's tasks count one by one (ADR 0061).
      const asks = (array?.indices ?? [0]).map(() => ({ cores, timeLimitMin: input.time_limit ?? null }));
      await requireCoreHours(tx, user, clusterId, asks);
      const run = await whatToRun(tx, user.owner, clusterId, input);
      const dependencies = await requireDependencies(tx, user.owner, clusterId, input.dependency);
      const uuid = newId('hpcjob');
      const runAs = await jobAccount(tx, user, clusterId);
      const ownFolder = `${mountOf(cluster.nas_shared_path)}/jobs/${jobFolder(user, runAs)}`;
      const workDir = str(input.work_dir) ?? `${ownFolder}/${uuid}`;
      // Where the job writes and what it reads follow the user's file access (ADR 0041), a template's script too.
      await requireJobPaths(await jobStorage(tx, env, user, cluster), ownFolder, [
        { field: 'work_dir', path: workDir, need: 'write' },
        { field: 'stdout_path', path: str(input.stdout_path), need: 'write', appends: true },
        { field: 'stderr_path', path: str(input.stderr_path), need: 'write', appends: true },
        { field: 'input_file', path: str(input.input_file), need: 'read' },
        { field: 'script_path', path: run.script_path, need: 'read' },
      ]);
      const key = submitKey([
        user.user_id,
        clusterId,
        queue.hpcqueue_id,
        name,
        input.submit_type,
        run.cmd,
        run.script_path,
        run.job_template_id,
        input.array ?? null,
      ]);
      await releaseKey(tx, user.owner, key);
      // An array's tasks write their own output files (Slurm's %a: the task's index).
      const output = (path: string | null, kind: 'out' | 'err') => path ?? `${workDir}/${uuid}${array ? '_%a' : ''}.${kind}`;
      await tx.query(
        `INSERT INTO jobs (hpcjob_uuid, portal, cluster_id, owner, user_id, name, job_status, hpcqueue_id, queue_name, priority, cores, memory, time_limit,
                           stdout_path, stderr_path, input_file, work_dir, cmd, script_path, submit_type, submit_key, run_as, job_template_id, accepted_time,
                           array_spec, array_throttle, array_counts)
         VALUES ($1, 'hpc', $2, $3, $4, $5, 'pending', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, now(), $22, $23, $24)`,
        [
          uuid,
          clusterId,
          user.owner,
          user.user_id,
          name,
          queue.hpcqueue_id,
          queue.queue_name,
          input.priority,
          cores,
          input.memory ?? null,
          input.time_limit ?? null,
          output(str(input.stdout_path), 'out'),
          output(str(input.stderr_path), 'err'),
          str(input.input_file),
          workDir,
          run.cmd,
          run.script_path,
          input.submit_type,
          key,
          runAs,
          run.job_template_id,
          input.array ?? null,
          array?.throttle ?? null,
          array ? JSON.stringify(initialCounts(array.indices.length)) : null,
        ],
      );
      if (array) await insertArrayTasks(tx, uuid, array.indices);
      await recordDependencies(tx, uuid, dependencies);
      await keepJobNotify(tx, session, uuid, input.notify);
      const jobId = await recordOperation(tx, {
        action: 'job/submitJob',
        resourceType: 'job',
        resourceIds: [uuid],
        resourceNames: [name],
        ...identityOf(session, input.zone),
        payload: { hpcjob_uuid: uuid, cluster_id: clusterId },
        delayMs: 1000,
      });
      return { job_id: jobId, hpcjob_uuid: uuid };
    }),
  );
  // Committed: the cluster's scheduler takes it now, not a sync interval later (never failing this request).
  env.soon?.(db, clusterId);
  return answer;
}

/** Whether an absolute path on the simulation platform's storage (/share/ispf/…) is a file there. */
function isSimulationFile(env: JobsEnv, path: string): boolean {
  const real = realPath(simulationStorage(env.dataDir()), path);
  try {
    return !!real && path.startsWith(`${SIMULATION_MOUNT}/`) && statSync(real).isFile();
  } catch {
    return false;
  }
}

async function submitSimulationJob(env: JobsEnv, db: Db, session: Session, input: InputOf<'submitSimulationJob'>) {
  const { user } = session;
  const { name, cores } = input;
  const softwareId = input.hpcsw_id;
  const inputFile = input.input_file;
  // The solver reads its input deck: a path that is not a file of the account on the platform's storage is refused, nothing recorded.
  await requireSimulationInput(env, user, inputFile);
  if (!isSimulationFile(env, inputFile)) throw fail.field(['body', 'input_file'], 'exists', 'jobs_input_not_found', { path: inputFile });
  return once(() =>
    db.transaction(async (tx) => {
      const [software] = await tx.query<{ sw_name: string; sw_ver: string; default_cmd: string }>(
        'SELECT sw_name, sw_ver, default_cmd FROM simulation_software WHERE hpcsw_id = $1',
        [softwareId],
      );
      if (!software) throw fail.notFound('jobs_software_not_found', { id: softwareId });
      await requireSimulationSubmit(tx, user, identityOf(session, input.zone).zone, softwareId, `${software.sw_name} ${software.sw_ver}`);
      const platform = await simulationPlatform(tx);
      if (!platform || platform.status !== 'active') throw fail.conflict('jobs_cluster_not_active');
      if (cores > platform.cores)
        throw fail.field(['body', 'cores'], 'queue_cores', 'jobs_queue_too_small', { cores: platform.cores, asked: cores });
      const cmd = str(input.cmd) ?? software.default_cmd.replaceAll('{cores}', String(cores));
      const sjobId = newId('sjob');
      const workDir = `${SIMULATION_MOUNT}/${user.owner}/${sjobId}`;
      const key = submitKey([user.user_id, SIMULATION_CLUSTER, softwareId, name, inputFile, cmd]);
      await releaseKey(tx, user.owner, key);
      await tx.query(
        `INSERT INTO jobs (hpcjob_uuid, portal, cluster_id, owner, user_id, name, job_status, hpcsw_id, cores, stdout_path, stderr_path, input_file, work_dir,
                           cmd, submit_type, submit_key, run_as, accepted_time)
         VALUES ($1, 'ispf', $2, $3, $4, $5, 'pending', $6, $7, $8, $9, $10, $11, $12, 'command', $13, $14, now())`,
        [
          sjobId,
          SIMULATION_CLUSTER,
          user.owner,
          user.user_id,
          name,
          softwareId,
          cores,
          `${workDir}/${sjobId}.out`,
          `${workDir}/${sjobId}.err`,
          inputFile,
          workDir,
          cmd,
          key,
          clusterUser(user),
        ],
      );
      await keepJobNotify(tx, session, sjobId);
      const jobId = await recordOperation(tx, {
        action: 'simulation/submitJob',
        resourceType: SIMULATION_CLUSTER,
        resourceIds: [SIMULATION_CLUSTER],
        resourceNames: [name],
        portal: 'ispf',
        ...identityOf(session, input.zone),
        payload: { sjob_id: sjobId },
        delayMs: 1000,
      });
      return { job_id: jobId, sjob_id: sjobId };
    }),
  );
}

async function createJobFile(env: JobsEnv, db: Db, session: Session, input: InputOf<'createJobFile'>) {
  const { user } = session;
  const { content } = input;
  return db.transaction(async (tx) => {
    const cluster = await writableCluster(tx, user, input.cluster_id);
    const storage = clusterStorage(env.dataDir(), cluster);
    if (!storage) throw fail.conflict('jobs_no_storage');
    // The user's own folder, where its jobs run (a shared member's account's folder).
    const ownFolder = `${storage.mount}/jobs/${jobFolder(user, await jobAccount(tx, user, cluster.cluster_id))}`;
    const filePath = `${ownFolder}/${input.file_name}`;
    await requireJobPaths(await jobStorage(tx, env, user, cluster, false), ownFolder, [
      { field: 'file_name', path: filePath, need: 'write' },
    ]);
    const target = realPath(storage, filePath);
    if (!target || existsSync(target)) throw fail.conflict('jobs_duplicate_file_name');
    const [quota] = await tx.query<{ quota_gb: number }>('SELECT quota_gb FROM nas_exports WHERE nas_id = $1', [cluster.export_nas_id]);
    if (quota && usedBytes(storage.exportRoot) + Buffer.byteLength(content) > quota.quota_gb * 1024 ** 3)
      throw fail.balance('jobs_storage_full');
    await recordDone(tx, {
      action: 'job/createJobFile',
      resourceType: 'cluster',
      resourceIds: [cluster.cluster_id],
      resourceNames: [cluster.cluster_name],
      ...identityOf(session, input.zone),
      payload: { file_path: filePath },
    });
    ensureDir(dirname(target));
    try {
      writeFileSync(target, content, { flag: 'wx', mode: 0o755 });
    } catch (error) {
      if ((error as { code?: string }).code === 'EEXIST') throw fail.conflict('jobs_duplicate_file_name');
      throw error;
    }
    return { file_path: filePath };
  });
}

export function submitHandlers(env: JobsEnv) {
  return {
    submitJob: async ({ db, session, input }) => submitJob(env, db, signedIn(session), input),
    submitSimulationJob: async ({ db, session, input }) => submitSimulationJob(env, db, signedIn(session), input),
    createJobFile: async ({ db, session, input }) => createJobFile(env, db, signedIn(session), input),
  } satisfies Handlers;
}
