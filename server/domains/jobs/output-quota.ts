/**
 * The storage quota holds on a job's output (ADR 0026): the output a simulated job writes into its account's
 * folder (<mount>/jobs/<folder>/, ../user-storage.ts) counts against the account's storage quota on the cluster.
 * The folder's figure is measured at most once a minute and the bytes each tick writes are added to it (no walk per
 * tick); output that would pass the quota is not written and the job fails at once, exit code 122 (EDQUOT, as a
 * real file system answers), with the reason in its standard error.
 */
import { sep } from 'node:path';
import type { Db } from '../../db/database';
import { accountStorageQuota, addFolderUse, folderUse, jobFolder, recordStorageUse, type QuotaSource } from '../user-storage';
import { realPath } from './files';
import type { JobFiles } from './output';
import type { JobRow } from './rows';

/** Exit code of a job its storage quota ends (EDQUOT). */
export const DISK_QUOTA_EXIT_CODE = 122;

export interface OutputRoom {
  dir: string;
  quota: number;
  used: number;
  source: QuotaSource;
}

/** The bytes the given lines take in an output file. */
export const outputBytes = (lines: string[]) => lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);

/** The quota the job's output counts against, with the folder's measured use; null when its output is not limited. */
export async function outputRoom(db: Db, files: JobFiles | null, job: JobRow): Promise<OutputRoom | null> {
  if (!files?.stdout || !job.run_as || job.portal === 'ispf') return null;
  const quota = await accountStorageQuota(db, job.cluster_id, job.run_as);
  if (!quota) return null;
  const [owner] = await db.query<{ iamuser_name: string | null }>('SELECT iamuser_name FROM users WHERE user_id = $1', [job.user_id]);
  const dir = realPath(
    files.storage,
    `${files.storage.mount}/jobs/${jobFolder({ iamuser_name: owner?.iamuser_name ?? null }, job.run_as)}`,
  );
  if (!dir || !files.stdout.startsWith(dir + sep)) return null;
  return { dir, quota: quota.quota, used: await folderUse(dir), source: quota.source };
}

/** Whether `bytes` more output fit; when they do they are counted (and the figure recorded). */
export async function takeOutput(db: Db, job: JobRow, room: OutputRoom | null, bytes: number): Promise<boolean> {
  if (!room || !job.run_as) return true;
  if (room.used + bytes > room.quota) return false;
  addFolderUse(room.dir, bytes);
  await recordStorageUse(db, job.cluster_id, room.source, job.run_as, room.used + bytes);
  return true;
}

/** The standard error line of a job its storage quota ended. */
export function quotaError(job: JobRow, room: OutputRoom): string {
  return `slurmstepd: error: *** JOB ${job.job_id ?? job.hpcjob_uuid} ON ${job.node_list ?? ''} CANCELLED: Disk quota exceeded (${room.quota} bytes) ***`;
}
