/**
 * A session's files as this machine sees them (ADR 0062): its display's socket and password file in its job's working
 * directory, and the last words of its job's standard error. Paths go through the jobs domain's storage mapping (a
 * registered Slurm's shared directory, a local cloud's NAS export), never outside the cluster's storage.
 */
import type { Db } from '../../db/database';
import { exportFiles } from '../../storage/index';
import { realPath, storageOf, type Storage } from '../jobs/public';
import type { GraphicsEnv } from './env';
import { PASSWORD_FILE, SOCKET_FILE } from './script';

interface JobPlace {
  cluster_id: string;
  work_dir: string | null;
  stderr_path: string | null;
}

/** How much of the end of standard error is read for its last line. */
const TAIL_BYTES = 4096;
const MESSAGE_MAX = 1000;

async function storageFor(db: Db, env: Pick<GraphicsEnv, 'jobs'>, job: JobPlace): Promise<Storage | null> {
  return storageOf(db, env.jobs, { portal: 'hpc', cluster_id: job.cluster_id });
}

export interface DisplayFiles {
  socketPath: string;
  passwordPath: string;
}

/** The display's socket and password file on this machine; null when the job has no folder on the cluster's storage. */
export async function displayFiles(db: Db, env: Pick<GraphicsEnv, 'jobs'>, job: JobPlace): Promise<DisplayFiles | null> {
  if (!job.work_dir) return null;
  const storage = await storageFor(db, env, job);
  if (!storage) return null;
  const socketPath = realPath(storage, `${job.work_dir}/${SOCKET_FILE}`);
  const passwordPath = realPath(storage, `${job.work_dir}/${PASSWORD_FILE}`);
  return socketPath && passwordPath ? { socketPath, passwordPath } : null;
}

/** Whether the display's socket is there (Xvnc listens on it once it runs). */
export async function displayUp(files: DisplayFiles | null): Promise<boolean> {
  if (!files) return false;
  const info = await exportFiles.stat(files.socketPath).catch(() => null);
  return info?.kind === 'other';
}

/** The last non-empty line of the job's standard error, or null when there is none to read. */
export async function lastErrorLine(db: Db, env: Pick<GraphicsEnv, 'jobs'>, job: JobPlace): Promise<string | null> {
  if (!job.stderr_path) return null;
  const storage = await storageFor(db, env, job);
  const path = storage ? realPath(storage, job.stderr_path) : null;
  if (!path) return null;
  try {
    const info = await exportFiles.stat(path, { follow: true });
    if (!info || info.kind !== 'file' || info.size === 0) return null;
    const length = Math.min(info.size, TAIL_BYTES);
    const tail = (await exportFiles.readRange(path, info.size - length, length)).toString('utf8');
    const line = tail
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean)
      .at(-1);
    return line ? line.slice(0, MESSAGE_MAX) : null;
  } catch {
    return null;
  }
}
