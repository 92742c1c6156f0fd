/**
 * Cluster users: accounts on a cluster with core-hour and storage quotas. Used core-hours of an account are
 * sum(cores × run_time) / 3600 of its jobs on the cluster; a cluster has 720 core-hours (a month) per core of
 * its compute nodes to allocate, or DEFAULT_CORE_HOURS without compute nodes.
 */
import { hashPassword } from '../../auth/passwords';
import { sha512Crypt } from '../../auth/sha512-crypt';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { Handlers, Schema } from '../../http/handler-types';
import { fail } from '../../http/failure';
import type { Step } from '../../operations/runner';
import { jobAccount } from '../jobs/public';
import {
  clusterAccess,
  GIB,
  iso,
  jobAccountSql,
  like,
  lockCluster,
  orderBy,
  page,
  record,
  requireActive,
  round,
  who,
  type ClusterRow,
} from './common';

export const DEFAULT_CORE_HOURS = 100000;
const HOURS_PER_MONTH = 720;

/** Core-hours the cluster can allocate: a month of the cores of its compute nodes. */
export async function clusterCoreHours(db: Db, clusterId: string): Promise<number> {
  const [{ cores }] = await db.query<{ cores: number }>(
    "SELECT coalesce(sum(cpu), 0)::int AS cores FROM cluster_nodes WHERE cluster_id = $1 AND role = 'compute' AND status NOT IN ('deleted', 'ceased', 'deleting')",
    [clusterId],
  );
  return cores > 0 ? cores * HOURS_PER_MONTH : DEFAULT_CORE_HOURS;
}

export async function unallocatedCoreHours(db: Db, clusterId: string): Promise<number> {
  const [{ allocated }] = await db.query<{ allocated: number }>(
    "SELECT coalesce(sum(allocated_core_hours), 0)::float8 AS allocated FROM cluster_users WHERE cluster_id = $1 AND phase <> 'deleting'",
    [clusterId],
  );
  return Math.max(0, (await clusterCoreHours(db, clusterId)) - allocated);
}

/** A folder of the cluster's shared storage (its nas_shared_path or below). */
export function insideSharedStorage(cluster: Pick<ClusterRow, 'nas_shared_path'>, folder: string): boolean {
  if (!cluster.nas_shared_path) return false;
  const root = cluster.nas_shared_path.replace(/\/+$/, '');
  return root === '' || folder === root || folder.startsWith(`${root}/`);
}

async function checkQueuesAndFolders(
  db: Db,
  cluster: ClusterRow,
  queues: string[] | undefined,
  folders: string[] | undefined,
): Promise<string[] | undefined> {
  if (queues) {
    const known = await db.query<{ queue_name: string }>("SELECT queue_name FROM queues WHERE cluster_id = $1 AND status <> 'deleted'", [
      cluster.cluster_id,
    ]);
    const missing = queues.find((q) => !known.some((k) => k.queue_name === q));
    if (missing) throw fail.notFound('acc_queue_not_found', { queue: missing });
  }
  const outside = folders?.find((f) => !insideSharedStorage(cluster, f));
  if (outside) throw fail.notFound('acc_folder_outside', { folder: outside });
  return queues;
}

async function defaultQueues(db: Db, clusterId: string): Promise<string[]> {
  const rows = await db.query<{ queue_name: string }>(
    "SELECT queue_name FROM queues WHERE cluster_id = $1 AND status <> 'deleted' ORDER BY is_default DESC, create_time LIMIT 1",
    [clusterId],
  );
  return rows.map((r) => r.queue_name);
}

interface AccountRow {
  account: string;
  allocated_core_hours: number;
  storage_used: number;
  is_admin: boolean;
}

async function findAccounts(db: Db, clusterId: string, accounts: string[]): Promise<AccountRow[]> {
  const rows = await db.query<AccountRow>(
    "SELECT account, allocated_core_hours, storage_used::float8 AS storage_used, is_admin FROM cluster_users WHERE cluster_id = $1 AND account = ANY($2) AND phase <> 'deleting'",
    [clusterId, accounts],
  );
  const missing = accounts.find((a) => !rows.some((r) => r.account === a));
  if (missing) throw fail.notFound('acc_account_not_found', { account: missing });
  return rows;
}

/**
 * The cluster of a change to its users, which are its quotas (ADR 0042): administering the cluster is needed, so an
 * IAM user acting for the owner and a read-only member are refused (403); and the accounts named must not include the
 * one the user's own jobs run as there (jobAccount), unless the user owns the cluster: a user subject to a quota
 * never sets it, whichever route (add again, modify, delete) it takes.
 */
async function quotaCluster(db: Db, user: SessionUser, clusterId: string, accounts: string[]): Promise<ClusterRow> {
  await lockCluster(db, clusterId);
  const { cluster, role } = await clusterAccess(db, user, clusterId, 'administer');
  if (role !== 'owner') {
    const own = await jobAccount(db, user, cluster.cluster_id);
    if (accounts.includes(own)) throw fail.forbidden('acc_own_quota', { account: own });
  }
  return cluster;
}

interface ClusterUserRow {
  account: string;
  uid: number;
  gid: number;
  cluster_id: string;
  allocated_core_hours: number;
  storage_quota: number;
  storage_used: number;
  queues: string[];
  folders: string[];
  status: Schema<'ClusterUserStatus'>;
  create_time: Date;
  used_core_hours: number;
  remaining_core_hours: number;
}

function clusterUserOut(r: ClusterUserRow): Schema<'cluster-user'> {
  return {
    ...r,
    used_core_hours: round(r.used_core_hours, 2),
    remaining_core_hours: round(r.remaining_core_hours, 2),
    create_time: iso(r.create_time),
  };
}

export const usersHandlers = {
  listClusterUsers: async (ctx) => {
    const { db, input } = ctx;
    const { cluster } = await clusterAccess(db, who(ctx), input.cluster_id);
    const account = await jobAccountSql(db);
    const sql = `SELECT *, allocated_core_hours - used_core_hours AS remaining_core_hours FROM (
        SELECT cu.account, cu.uid, cu.gid, cu.cluster_id, cu.allocated_core_hours, cu.storage_quota::float8 AS storage_quota,
               cu.storage_used::float8 AS storage_used, cu.queues, cu.folders, cu.status, cu.create_time,
               coalesce((SELECT sum(j.cores::float8 * j.run_time) / 3600 FROM jobs j WHERE j.cluster_id = cu.cluster_id AND ${account} = cu.account AND j.array_spec IS NULL), 0)::float8 AS used_core_hours
          FROM cluster_users cu
         WHERE cu.cluster_id = $1 AND cu.phase <> 'deleting' AND ($2::text IS NULL OR cu.status = $2) AND ($3::text IS NULL OR cu.account ILIKE $3)) u`;
    const order = orderBy(
      input,
      {
        create_time: 'create_time',
        account: 'account',
        used_core_hours: 'used_core_hours',
        remaining_core_hours: 'remaining_core_hours',
        storage_used: 'storage_used',
      },
      'account',
    );
    const { rows, total } = await page<ClusterUserRow>(
      db,
      sql,
      [cluster.cluster_id, input.status ?? null, like(input.search_word)],
      order,
      input,
    );
    return {
      total_count: total,
      unallocated_core_hours: await unallocatedCoreHours(db, cluster.cluster_id),
      users_set: rows.map(clusterUserOut),
    };
  },

  addClusterUser: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const accountName = input.account;
    const allocated = input.allocated_core_hours;
    const quota = input.storage_quota_gb * GIB;
    const passwordHash = await hashPassword(input.password);
    // The form the cluster's hosts check it in, on a real cloud (ADR 0047).
    const passwordCrypt = sha512Crypt(input.password);
    const jobId = await db.transaction(async (tx) => {
      const cluster = await quotaCluster(tx, user, input.cluster_id, [accountName]);
      const existing = await tx.query('SELECT 1 FROM cluster_users WHERE cluster_id = $1 AND account = $2', [
        cluster.cluster_id,
        accountName,
      ]);
      if (existing.length) throw fail.conflict('acc_account_exists', { account: accountName });
      requireActive(cluster);
      const left = await unallocatedCoreHours(tx, cluster.cluster_id);
      if (allocated > left) throw fail.conflict('acc_core_hours_exceeded', { left });
      // The quota of the NAS export holding the cluster's files: the one it mounts, or the one behind its vNAS (the
      // view cluster_exports, ADR 0011); a cluster without one (a vNAS sharing none) has no quota to check against.
      const [storage] = await tx.query<{ quota: number; used: number }>(
        `SELECT n.quota_gb::float8 * ${GIB} AS quota, (SELECT coalesce(sum(storage_used), 0)::float8 FROM cluster_users WHERE cluster_id = $1) AS used
           FROM cluster_exports ce JOIN nas_exports n ON n.nas_id = ce.export_nas_id WHERE ce.cluster_id = $1`,
        [cluster.cluster_id],
      );
      if (storage && quota > storage.quota - storage.used) throw fail.balance('acc_storage_full');
      const queues =
        (await checkQueuesAndFolders(tx, cluster, input.queues, input.folders)) ?? (await defaultQueues(tx, cluster.cluster_id));
      const [{ uid }] = await tx.query<{ uid: number }>(
        'SELECT greatest(coalesce(max(uid), 10000), 10000)::int + 1 AS uid FROM cluster_users WHERE cluster_id = $1',
        [cluster.cluster_id],
      );
      await tx.query(
        `INSERT INTO cluster_users (cluster_id, account, owner, uid, password_hash, password_crypt, allocated_core_hours, storage_quota, queues, folders, status, phase)
         VALUES ($1, $2, $3, $4, $5, $10, $6, $7, $8, $9, 'disabled', 'creating')`,
        [cluster.cluster_id, accountName, cluster.owner, uid, passwordHash, allocated, quota, queues, input.folders ?? [], passwordCrypt],
      );
      return record(tx, user, {
        action: 'user/addUser',
        resourceType: 'cluster',
        resourceIds: [cluster.cluster_id],
        resourceNames: [accountName],
        zone: cluster.zone,
        payload: { account: accountName },
        delayMs: 2000,
      });
    });
    return { job_id: jobId };
  },

  modifyClusterUser: async (ctx) => {
    const { db } = ctx;
    const { input } = ctx;
    const user = who(ctx);
    const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
    const passwordCrypt = input.password === undefined ? null : sha512Crypt(input.password);
    const jobId = await db.transaction(async (tx) => {
      const cluster = await quotaCluster(tx, user, input.cluster_id, [input.account]);
      const [current] = await findAccounts(tx, cluster.cluster_id, [input.account]);
      if (input.allocated_core_hours !== undefined) {
        const raise = input.allocated_core_hours - current.allocated_core_hours;
        const left = await unallocatedCoreHours(tx, cluster.cluster_id);
        if (raise > left) throw fail.conflict('acc_core_hours_exceeded', { left });
      }
      const quota = input.storage_quota_gb === undefined ? null : input.storage_quota_gb * GIB;
      if (quota !== null && quota < current.storage_used) throw fail.conflict('acc_storage_below_used');
      await checkQueuesAndFolders(tx, cluster, input.queues, input.folders);
      await tx.query(
        `UPDATE cluster_users SET allocated_core_hours = coalesce($3, allocated_core_hours), storage_quota = coalesce($4, storage_quota),
                queues = coalesce($5, queues), folders = coalesce($6, folders), password_hash = coalesce($7, password_hash),
                password_crypt = coalesce($8, password_crypt), phase = 'updating'
          WHERE cluster_id = $1 AND account = $2`,
        [
          cluster.cluster_id,
          current.account,
          input.allocated_core_hours ?? null,
          quota,
          input.queues ?? null,
          input.folders ?? null,
          passwordHash,
          passwordCrypt,
        ],
      );
      return record(tx, user, {
        action: 'user/modifyUser',
        resourceType: 'cluster',
        resourceIds: [cluster.cluster_id],
        resourceNames: [current.account],
        zone: cluster.zone,
        payload: { account: current.account },
        delayMs: 1000,
      });
    });
    return { job_id: jobId };
  },

  deleteClusterUser: async (ctx) => {
    const { db, input } = ctx;
    const user = who(ctx);
    const { accounts } = input;
    const jobId = await db.transaction(async (tx) => {
      const cluster = await quotaCluster(tx, user, input.cluster_id, accounts);
      const rows = await findAccounts(tx, cluster.cluster_id, accounts);
      const admin = rows.find((r) => r.is_admin);
      if (admin) throw fail.conflict('acc_admin_account', { account: admin.account });
      const account = await jobAccountSql(tx);
      const busy = await tx.query<{ account: string }>(
        `SELECT ${account} AS account FROM jobs j WHERE j.cluster_id = $1 AND j.job_status IN ('running', 'pending') AND ${account} = ANY($2) LIMIT 1`,
        [cluster.cluster_id, accounts],
      );
      if (busy.length) throw fail.conflict('acc_account_busy', { account: busy[0].account });
      await tx.query("UPDATE cluster_users SET phase = 'deleting' WHERE cluster_id = $1 AND account = ANY($2)", [
        cluster.cluster_id,
        accounts,
      ]);
      return record(tx, user, {
        action: 'user/deleteUser',
        resourceType: 'cluster',
        resourceIds: [cluster.cluster_id],
        resourceNames: accounts,
        zone: cluster.zone,
        payload: { accounts },
        delayMs: 2000,
      });
    });
    return { job_id: jobId };
  },
} satisfies Handlers;

const clusterOf = (op: { resource_ids: string[] }) => op.resource_ids[0];

export const usersSteps: Record<string, Step> = {
  'user/addUser': async (tx, op) => {
    await tx.query(
      "UPDATE cluster_users SET phase = 'ready', status = 'active' WHERE cluster_id = $1 AND account = $2 AND phase = 'creating'",
      [clusterOf(op), op.payload.account],
    );
    return { done: true };
  },
  'user/modifyUser': async (tx, op) => {
    await tx.query("UPDATE cluster_users SET phase = 'ready' WHERE cluster_id = $1 AND account = $2 AND phase = 'updating'", [
      clusterOf(op),
      op.payload.account,
    ]);
    return { done: true };
  },
  'user/deleteUser': async (tx, op) => {
    await tx.query("DELETE FROM cluster_users WHERE cluster_id = $1 AND account = ANY($2) AND phase = 'deleting'", [
      clusterOf(op),
      op.payload.accounts,
    ]);
    return { done: true };
  },
};
