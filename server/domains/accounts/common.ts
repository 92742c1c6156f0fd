/**
 * What the accounts domain's handlers share: the signed-in user, paging and sorting, the user's role on a
 * cluster (owner, or a shared member with read-only or read-write permission), and operation records.
 */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { HandlerContext } from '../../http/contract-routes';
import { fail } from '../../http/failure';
import type { Step } from '../../sim/engine';
import { recordOperation } from '../../sim/operations';
import { containsPattern } from '../../db/sql';

export function who(ctx: HandlerContext): SessionUser {
  if (!ctx.session) throw fail.unauthorized();
  return ctx.session.user;
}

export const isSubUser = (user: SessionUser) => user.user_type === 1;

export function iso(value: Date | string | null | undefined): string | null {
  return value == null ? null : new Date(value).toISOString();
}

/** A new id: prefix, a dash and 8 lowercase letters or digits. */
export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(8).toString('hex').slice(0, 8)}`;
}

export const GIB = 1073741824;
export const round = (value: number, decimals = 4) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** `ORDER BY` of a list: the sort key's column (from a fixed map), the direction of reverse, then a tie-break. */
export function orderBy(input: Record<string, unknown>, columns: Record<string, string>, tieBreak: string): string {
  const column = columns[String(input.sort_key)] ?? Object.values(columns)[0];
  const direction = input.reverse === 0 ? 'ASC' : 'DESC';
  return `${column} ${direction} NULLS LAST, ${tieBreak} ${direction}`;
}

/** One page of a query and the count of every matching row. */
export async function page<T>(db: Db, sql: string, params: unknown[], order: string, input: Record<string, unknown>): Promise<{ rows: T[]; total: number }> {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) q`, params);
  const limit = Number(input.limit ?? 10);
  const offset = Number(input.offset ?? 0);
  const rows = await db.query<T>(`SELECT * FROM (${sql}) q ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, params);
  return { rows, total: n };
}

/** `%word%` for a case-insensitive substring filter, or null without a search word. */
export function like(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? containsPattern(value) : null;
}

export interface ClusterRow {
  cluster_id: string;
  cluster_name: string;
  cluster_type: 'hpc' | 'ehpc';
  status: string;
  zone: string;
  owner: string;
  created_by: string;
  nas_id: string | null;
  nas_shared_path: string | null;
  paid_type: number;
  duration: number;
  is_auto_renewal: number;
  expire_time: Date | null;
  create_time: Date;
}

export type ClusterRole = 'owner' | 'readwrite' | 'readonly';

const CLUSTER_COLUMNS = 'cluster_id, cluster_name, cluster_type, status, zone, owner, created_by, nas_id, nas_shared_path, paid_type, duration, is_auto_renewal, expire_time, create_time';

/** The permission of the user on a cluster shared with it through a project or as a shared member; null if none. */
export async function sharedPermission(db: Db, user: SessionUser, clusterId: string): Promise<'readonly' | 'readwrite' | null> {
  const rows = await db.query<{ permission: 'readonly' | 'readwrite' }>(
    `SELECT pm.permission FROM project_members pm JOIN project_resources pr USING (project_id)
      WHERE pr.cluster_id = $1 AND pm.user_id = $2 AND pm.shared_role = 'shared_member'
     UNION ALL
     SELECT CASE WHEN su.status = 'disabled' THEN 'readonly' ELSE su.permission END FROM shared_users su
       JOIN shared_user_clusters suc USING (shared_user_id) JOIN iam_users iu USING (iam_user_id)
      WHERE suc.cluster_id = $1 AND iu.user_id = $2 AND NOT suc.removing`,
    [clusterId, user.user_id],
  );
  if (!rows.length) return null;
  return rows.some((r) => r.permission === 'readwrite') ? 'readwrite' : 'readonly';
}

/** Whether the user owns the cluster: its owner account (or an IAM user of it); a sub-user only the clusters it created. */
export function ownsCluster(user: SessionUser, cluster: Pick<ClusterRow, 'owner' | 'created_by'>): boolean {
  if (cluster.owner !== user.owner) return false;
  return isSubUser(user) ? cluster.created_by === user.user_id : true;
}

/**
 * The cluster and the user's role on it. Sharing comes first: a member the owner shared the cluster with has
 * the shared permission even when it would otherwise act for the owner (an IAM user). A cluster the user can
 * neither own nor use answers 404, or 403 with `foreign: 'forbidden'` (operations that say "a cluster the
 * user does not own (403)").
 */
export async function clusterAccess(db: Db, user: SessionUser, clusterId: string, options: { foreign?: 'forbidden' } = {}): Promise<{ cluster: ClusterRow; role: ClusterRole }> {
  const [cluster] = await db.query<ClusterRow>(`SELECT ${CLUSTER_COLUMNS} FROM clusters WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased')`, [clusterId]);
  if (!cluster) throw fail.notFound('acc_cluster_not_found', { id: clusterId });
  const shared = await sharedPermission(db, user, clusterId);
  if (shared) return { cluster, role: shared };
  if (ownsCluster(user, cluster)) return { cluster, role: 'owner' };
  if (options.foreign === 'forbidden') throw fail.forbidden('acc_cluster_not_owned', { id: clusterId });
  throw fail.notFound('acc_cluster_not_found', { id: clusterId });
}

/** Serialises the changes of one cluster's accounts and members (quota checks read what others may be changing). */
export async function lockCluster(tx: Db, clusterId: string): Promise<void> {
  await tx.query('SELECT 1 FROM clusters WHERE cluster_id = $1 FOR UPDATE', [clusterId]);
}

/** Changes on a cluster: the owner and read-write members; read-only members are refused (403). */
export function requireWrite(role: ClusterRole): void {
  if (role === 'readonly') throw fail.forbidden('acc_readonly_member');
}

/** Changes only the owner makes: every shared member is refused (403). */
export function requireOwner(role: ClusterRole): void {
  if (role !== 'owner') throw fail.forbidden('acc_shared_member_refused');
}

export function requireActive(cluster: ClusterRow): void {
  if (cluster.status !== 'active') throw fail.conflict('acc_cluster_not_active', { id: cluster.cluster_id });
}

/** Clusters the user can use: owned ones and the ones shared with it, each with the user's role. */
export async function usableClusters(db: Db, user: SessionUser): Promise<(ClusterRow & { role: ClusterRole })[]> {
  const rows = await db.query<ClusterRow>(
    `SELECT ${CLUSTER_COLUMNS} FROM clusters c WHERE status NOT IN ('deleted', 'ceased') AND (owner = $1
       OR cluster_id IN (SELECT pr.cluster_id FROM project_resources pr JOIN project_members pm USING (project_id) WHERE pm.user_id = $2)
       OR cluster_id IN (SELECT suc.cluster_id FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id) JOIN iam_users iu USING (iam_user_id) WHERE iu.user_id = $2))`,
    [user.owner, user.user_id],
  );
  const result: (ClusterRow & { role: ClusterRole })[] = [];
  for (const cluster of rows) {
    const shared = await sharedPermission(db, user, cluster.cluster_id);
    const role: ClusterRole | null = shared ?? (ownsCluster(user, cluster) ? 'owner' : null);
    if (role) result.push({ ...cluster, role });
  }
  return result;
}

/** A cluster name as the contract's Name (1-20 letters, digits, underscores), or nothing. */
export function contractName(name: string | null | undefined): { cluster_name?: string } {
  return name && /^[\p{L}\p{N}_]{1,20}$/u.test(name) ? { cluster_name: name } : {};
}

let jobAccount: Promise<string> | undefined;

/**
 * SQL of the cluster account a job (alias j) runs as: the jobs table's own account column when the jobs domain
 * has one (account, run_as, run_user or cluster_user) when set, else the home folder of its working directory (/…/home/<account>/…).
 */
export function jobAccountSql(db: Db): Promise<string> {
  jobAccount ??= db
    .query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'jobs'")
    .then((rows) => {
      const column = ['account', 'run_as', 'run_user', 'cluster_user'].find((name) => rows.some((r) => r.column_name === name));
      const fromHome = "substring(j.work_dir from '/home/([A-Za-z0-9_]+)')";
      return column ? `coalesce(j.${column}, ${fromHome})` : fromHome;
    });
  return jobAccount;
}

export interface Recorded {
  action: string;
  resourceType: string;
  resourceIds: string[];
  resourceNames?: string[];
  zone?: string;
  payload?: Record<string, unknown>;
  delayMs?: number;
}

/** Records the operation of a change made by the user (in the change's transaction) and answers its job_id. */
export function record(tx: Db, user: SessionUser, op: Recorded): Promise<string> {
  return recordOperation(tx, { ...op, zone: op.zone ?? user.zone, owner: user.owner, userId: user.user_id });
}

/** The step of a change whose state was already made by its handler: the operation just ends successful. */
export const doneStep: Step = async () => ({ done: true });

/** Whether a table of another domain exists (its migration may not be there yet). */
export async function tableExists(db: Db, table: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1", [table]);
  return rows.length > 0;
}
