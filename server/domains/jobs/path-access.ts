/**
 * The paths a job names (working directory, output, error, input, script, a job file), judged by the one file
 * access rule of the storage domain (storage/access.ts, ADR 0041) for the user who submits, resumes or writes it:
 * each cluster path is mapped to its key in the export by its name (files.ts namedPath) and resolved there by the one
 * resolver (resolveKey), symlinks included: the key as named and its target must both be the user's to use.
 * A job writes its working directory, output and error only where the user may write, and reads its input and
 * script only where the user may read; an output or error file that already exists must be in the user's own
 * folder (a job appends to it). A refusal names the field, nothing is written.
 */
import { relative, sep } from 'node:path';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail, Failure } from '../../http/failure';
import type { MessageKey } from '../../i18n/messages';
import { clusterFileScope, fileScope, requireScope, resolvedKey, resolveKey, type Actor, type FileScope } from '../storage/public';
import { exportFiles } from '../../storage/index';
import type { ClusterRow } from './clusters';
import type { JobsEnv } from './common';
import { clusterStorage, mountOf, namedPath, SIMULATION_MOUNT, simulationStorage, type Storage } from './files';
import { jobAccount } from './quotas';
import type { JobRow } from './rows';
import { sharedStorage } from './shared-storage';
import { jobFolder } from '../user-storage';

export type JobPathField = 'work_dir' | 'stdout_path' | 'stderr_path' | 'input_file' | 'script_path' | 'file_name';

export interface JobPath {
  field: JobPathField;
  /** The path on the cluster, as the job names it. */
  path: string | null;
  need: 'read' | 'write';
  /** An output the job appends to: an existing file there must be the user's own. */
  appends?: boolean;
}

const actorOfUser = (user: SessionUser): Actor => ({
  userId: user.user_id,
  owner: user.owner,
  zone: user.zone,
  iam: user.iamuser_name,
  subUser: user.user_type === 1,
  currency: user.currency,
});

/**
 * Where a cluster's jobs keep their files (as output.ts storageOf: the directory a real cluster's machines mount,
 * else its NAS export's share directory) and what the user may use there; null when the cluster has no storage.
 */
export async function jobStorage(
  db: Db,
  env: JobsEnv,
  user: SessionUser,
  cluster: Pick<ClusterRow, 'cluster_id' | 'export_nas_id' | 'export_shared_path' | 'nas_shared_path'>,
  sharedFirst = true,
): Promise<{ storage: Storage; scope: FileScope } | null> {
  const shared = sharedFirst ? await sharedStorage(db, cluster.cluster_id) : null;
  const storage = shared ?? clusterStorage(env.dataDir(), cluster);
  if (!storage) return null;
  const actor = actorOfUser(user);
  const scope =
    shared || !cluster.export_nas_id
      ? await clusterFileScope(db, actor, cluster.cluster_id)
      : await fileScope(db, actor, cluster.export_nas_id);
  return { storage, scope };
}

/** The key in the storage's export of a real path inside it ('' for its root). */
const keyIn = (storage: Storage, real: string, folder: boolean) => {
  const rel = relative(storage.exportRoot, real).split(sep).filter(Boolean).join('/');
  return rel && folder ? `${rel}/` : rel;
};

/**
 * Refuses (409 by the field) a path the scope does not allow, or an appended output that is an existing file
 * outside `ownFolder` (a cluster path, named in the refusal).
 */
export async function requireJobPaths(
  files: { storage: Storage; scope: FileScope } | null,
  ownFolder: string,
  paths: JobPath[],
): Promise<void> {
  if (!files) return;
  const { storage, scope } = files;
  const rootThere = exportFiles.sync.exists(storage.exportRoot);
  const realOwn = namedPath(storage, ownFolder);
  const ownKey = realOwn === null ? null : keyIn(storage, realOwn, true);
  for (const p of paths) {
    if (p.path === null) continue;
    const denied = (key: MessageKey) => fail.field(['body', p.field], 'file_access', key, { path: p.path as string, folder: ownFolder });
    const real = namedPath(storage, p.path);
    if (real === null) throw denied(`jobs_path_denied_${p.field}`);
    const key = keyIn(storage, real, p.field === 'work_dir');
    try {
      // Before the export's directory exists nothing in it can be a link: the key is judged as named.
      if (rootThere) await resolveKey(storage.exportRoot, key, scope, p.need);
      else requireScope(scope, key, p.need);
    } catch (error) {
      if (error instanceof Failure && error.status === 403) throw denied(`jobs_path_denied_${p.field}`);
      throw error;
    }
    if (!p.appends || !rootThere || (await exportFiles.stat(real, { follow: true }))?.kind !== 'file') continue;
    const target = await resolvedKey(storage.exportRoot, key);
    const own =
      target !== null &&
      (scope.iam !== null ? target.split('/').slice(0, -1).includes(scope.iam) : ownKey !== null && target.startsWith(ownKey));
    if (!own) throw denied(`jobs_output_exists_${p.field as 'stdout_path' | 'stderr_path'}`);
  }
}

/** A simulation's input deck: a file of the account's own folder on the platform's storage (/share/ispf/<account>/). */
export async function requireSimulationInput(env: JobsEnv, user: SessionUser, path: string): Promise<void> {
  // Any other path is not on the platform's storage: "does not exist", as before.
  if (!path.startsWith(`${SIMULATION_MOUNT}/`)) return;
  const scope: FileScope = { all: false, iam: null, areas: [{ key: `${user.owner}/`, write: true }] };
  await requireJobPaths({ storage: simulationStorage(env.dataDir()), scope }, `${SIMULATION_MOUNT}/${user.owner}`, [
    { field: 'input_file', path, need: 'read' },
  ]);
}

/**
 * A resumed job writes and reads again: its paths must still be the resuming user's to use (a grant withdrawn since,
 * another user's job). Its own output exists by now and is appended to, as when it ran.
 */
export async function requireResumedPaths(db: Db, env: JobsEnv, user: SessionUser, cluster: ClusterRow, jobs: JobRow[]): Promise<void> {
  const files = await jobStorage(db, env, user, cluster);
  const ownFolder = `${mountOf(cluster.nas_shared_path)}/jobs/${jobFolder(user, await jobAccount(db, user, cluster.cluster_id))}`;
  for (const job of jobs) {
    await requireJobPaths(files, ownFolder, [
      { field: 'work_dir', path: job.work_dir, need: 'write' },
      { field: 'stdout_path', path: job.stdout_path, need: 'write' },
      { field: 'stderr_path', path: job.stderr_path, need: 'write' },
      { field: 'input_file', path: job.input_file, need: 'read' },
      { field: 'script_path', path: job.script_path, need: 'read' },
    ]);
  }
}
