/**
 * Which quotas a user works under on a cluster, and a user's own storage there (ADR 0026), shared by the jobs
 * domain (submission, job/quotaUsage, the simulated jobs' output) and the storage domain (every upload, planUpload).
 *
 * Two models give a user a quota on a cluster:
 *  - a cluster user (cluster_users) whose account is the one the user's jobs run as: allocated core-hours and a
 *    storage quota;
 *  - a shared member (shared_users ⋈ shared_user_clusters of the user's IAM identity) with a resource limit there:
 *    its core-hour limit and file-system quota; its jobs run as its account there (username).
 * On a cluster where the user is a shared member, a cluster user of the user's own account name does not apply.
 *
 * A user's storage on a cluster is its folder on the cluster's shared storage, <mount>/jobs/<folder>/ (jobFolder):
 * its jobs' working folders and output, and what it uploads there. Its size is measured (a walk of the folder) at
 * most once a minute per folder and kept in memory; bytes the simulated jobs write are added without a walk. Each
 * measure is written to the quota's recorded column (cluster_users.storage_used, shared_user_clusters.used_file_system),
 * which the lists and job/quotaUsage answer.
 */
import { resolve } from 'node:path';
import type { Db } from '../db/database';
import { exportFiles } from '../storage/index';

export type QuotaSource = 'cluster_user' | 'shared_member';

export interface QuotaRow {
  cluster_id: string;
  cluster_name: string | null;
  source: QuotaSource;
  account: string;
  core_hours: number | null;
  storage_quota: number | null;
  storage_used: number;
}

export interface QuotaUser {
  user_id: string;
  iamuser_name: string | null;
  owner: string;
}

/**
 * The user's quota rows: on one cluster, or on every cluster (clusterId null). `ownAccount` is the account the
 * user's jobs run as where it is not a shared member (the jobs domain's clusterUser).
 */
export async function quotaRows(db: Db, user: QuotaUser, ownAccount: string, clusterId: string | null): Promise<QuotaRow[]> {
  return db.query<QuotaRow>(
    `SELECT cu.cluster_id, c.cluster_name, 'cluster_user' AS source, cu.account, cu.allocated_core_hours::float8 AS core_hours,
            cu.storage_quota::float8 AS storage_quota, cu.storage_used::float8 AS storage_used
       FROM cluster_users cu JOIN clusters c ON c.cluster_id = cu.cluster_id
      WHERE cu.account = $2 AND cu.phase <> 'deleting' AND ($3::text IS NULL OR cu.cluster_id = $3) AND c.status NOT IN ('deleted', 'ceased', 'terminated')
        AND (c.owner = $4 OR EXISTS (SELECT 1 FROM cluster_shares s WHERE s.cluster_id = c.cluster_id AND s.user_id = $1))
        AND NOT EXISTS (SELECT 1 FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id) JOIN iam_users iu USING (iam_user_id)
                         WHERE suc.cluster_id = cu.cluster_id AND iu.user_id = $1 AND NOT suc.removing)
     UNION ALL
     SELECT suc.cluster_id, c.cluster_name, 'shared_member', su.username, suc.allocated_core_hours::float8,
            suc.file_system_quota::float8, suc.used_file_system::float8
       FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id) JOIN iam_users iu USING (iam_user_id) JOIN clusters c ON c.cluster_id = suc.cluster_id
      WHERE iu.user_id = $1 AND suc.has_limit AND NOT suc.removing AND ($3::text IS NULL OR suc.cluster_id = $3) AND c.status NOT IN ('deleted', 'ceased', 'terminated')
     ORDER BY 1, 3`,
    [user.user_id, ownAccount, clusterId, user.owner],
  );
}

/** The cluster account a user's jobs run as: the IAM user name, else the user id made a valid account name. */
export function clusterUser(user: { user_id: string; iamuser_name: string | null }): string {
  const base = (
    user.iamuser_name && /^[A-Za-z0-9_]{3,12}$/.test(user.iamuser_name) ? user.iamuser_name : user.user_id.replace(/[^A-Za-z0-9_]/g, '_')
  ).slice(0, 12);
  return base.length >= 3 ? base : base.padEnd(3, '_');
}

/**
 * The folder of a user's jobs under <mount>/jobs/: the account they run as, but an IAM user's own name (when it is
 * a plain folder name), since an IAM user reads only keys with a folder named after it (spec section 5) and its jobs
 * may run as a shared member account of another name.
 */
export function jobFolder(user: { iamuser_name: string | null }, runAs: string): string {
  const iam = user.iamuser_name;
  return iam && /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/.test(iam) ? iam : runAs;
}

/** The storage quota (bytes) of the account a job runs as on a cluster, or null when it has none. */
export async function accountStorageQuota(
  db: Db,
  clusterId: string,
  account: string,
): Promise<{ source: QuotaSource; quota: number } | null> {
  const [row] = await db.query<{ source: QuotaSource; quota: number }>(
    `SELECT 'shared_member' AS source, suc.file_system_quota::float8 AS quota FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id)
      WHERE suc.cluster_id = $1 AND su.username = $2 AND suc.has_limit AND NOT suc.removing AND suc.file_system_quota > 0
     UNION ALL
     SELECT 'cluster_user', cu.storage_quota::float8 FROM cluster_users cu
      WHERE cu.cluster_id = $1 AND cu.account = $2 AND cu.phase <> 'deleting' AND cu.storage_quota > 0
     LIMIT 1`,
    [clusterId, account],
  );
  return row ?? null;
}

/** A user's storage quota that an upload into an export may count against: its folder there, measured. */
export interface StorageLimit {
  cluster_id: string;
  /** The folder's key in the export (ending with /). */
  home_key: string;
  quota: number;
  used: number;
  /** Writes the measured use to the quota's recorded column (once the upload is accepted: a refusal changes nothing). */
  record(): Promise<void>;
}

/**
 * The user's storage quotas on the clusters whose shared storage is the export `nasId` (exportRoot its directory):
 * the key of its folder there and its measured use.
 */
export async function storageLimits(db: Db, user: QuotaUser, nasId: string, exportRoot: string): Promise<StorageLimit[]> {
  const rows = (await quotaRows(db, user, clusterUser(user), null)).filter((r) => r.storage_quota !== null && r.storage_quota > 0);
  if (!rows.length) return [];
  const homes = await db.query<{ cluster_id: string; shared_path: string | null }>(
    `SELECT ce.cluster_id, e.shared_path FROM cluster_exports ce JOIN nas_exports e ON e.nas_id = ce.export_nas_id
      WHERE ce.export_nas_id = $1 AND ce.cluster_id = ANY($2)`,
    [nasId, rows.map((r) => r.cluster_id)],
  );
  const limits: StorageLimit[] = [];
  for (const home of homes) {
    const row = rows.find((r) => r.cluster_id === home.cluster_id);
    if (!row?.storage_quota) continue;
    const base = (home.shared_path ?? '/').split('/').filter(Boolean).join('/');
    const key = `${base ? `${base}/` : ''}jobs/${jobFolder(user, row.account)}/`;
    const used = await folderUse(resolve(exportRoot, key));
    const record = () => recordStorageUse(db, row.cluster_id, row.source, row.account, used);
    limits.push({ cluster_id: row.cluster_id, home_key: key, quota: row.storage_quota, used, record });
  }
  return limits;
}

/** Writes a measured figure to the quota's recorded column. */
export async function recordStorageUse(db: Db, clusterId: string, source: QuotaSource, account: string, bytes: number): Promise<void> {
  if (source === 'cluster_user') {
    await db.query('UPDATE cluster_users SET storage_used = $3 WHERE cluster_id = $1 AND account = $2 AND storage_used <> $3', [
      clusterId,
      account,
      Math.round(bytes),
    ]);
  } else {
    await db.query(
      `UPDATE shared_user_clusters suc SET used_file_system = $3 FROM shared_users su
        WHERE su.shared_user_id = suc.shared_user_id AND suc.cluster_id = $1 AND su.username = $2 AND suc.used_file_system <> $3`,
      [clusterId, account, Math.round(bytes)],
    );
  }
}

const MEASURE_EVERY_MS = 60_000;
// Kept in this process: a figure at most a minute old, a cost bound on the walk (each gateway measures for itself;
// the quota's recorded column is what the lists answer).
const measured = new Map<string, { bytes: number; at: number }>();

/** The bytes under a folder (0 when it is not there): measured (the seam's usage) at most once a minute, else the kept figure. */
export async function folderUse(dir: string, now = Date.now()): Promise<number> {
  const kept = measured.get(dir);
  if (kept && now - kept.at < MEASURE_EVERY_MS) return kept.bytes;
  const { bytes } = await exportFiles.usage(dir);
  measured.set(dir, { bytes, at: now });
  return bytes;
}

/** Adds bytes the gateway itself wrote under a measured folder (no walk). */
export function addFolderUse(dir: string, bytes: number): void {
  const kept = measured.get(dir);
  if (kept) kept.bytes += bytes;
}

/** Forgets a folder's kept figure: the next folderUse measures it. */
export function forgetFolderUse(dir: string): void {
  measured.delete(dir);
}
