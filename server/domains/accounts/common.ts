/**
 * What the accounts domain's handlers share: the signed-in user, paging and sorting, the clusters the user may
 * use with its role on each (owner, or a shared member with read-only or read-write permission: the rule of
 * ../cluster-access.ts, ADR 0006), and operation records.
 */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { HandlerContext, Schema } from '../../http/handler-types';
import { fail } from '../../http/failure';
import type { Step } from '../../operations/runner';
import { recordOperation } from '../../operations/records';
import { containsPattern } from '../../db/sql';
import {
  clusterFor,
  isSubUser,
  visibleClustersSql,
  type ClusterNeed,
  type ClusterRole,
  type SharePermission,
  type UnseenOptions,
} from '../cluster-access';

export function who(ctx: Pick<HandlerContext, 'session'>): SessionUser {
  if (!ctx.session) throw fail.unauthorized();
  return ctx.session.user;
}

export { isSubUser };

export function iso(value: Date | string): string;
export function iso(value: Date | string | null | undefined): string | null;
export function iso(value: Date | string | null | undefined): string | null {
  return value == null ? null : new Date(value).toISOString();
}

/** A new id: prefix, a dash and 8 lowercase letters or digits. */
export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(8).toString('hex').slice(0, 8)}`;
}

export const GIB = 1073741824;
export const round = (value: number, decimals = 4) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** What orders a list: the contract's sort key (an enum, defaulted) and direction. */
export interface ListOrder<Key extends string> {
  sort_key?: Key;
  reverse?: 0 | 1;
}

/**
 * What pages a list. Optional although the contract gives both a default: the defaults of the shared paging schemas
 * (ListLimit, Offset: a `$ref`) are not applied by the gateway's validation, so they may arrive absent.
 */
export interface ListPage {
  limit?: number;
  offset?: number;
}

/**
 * `ORDER BY` of a list: the sort key's column (from a map that names a column for every key the contract allows),
 * the direction of reverse, then a tie-break.
 */
export function orderBy<Key extends string>(input: ListOrder<Key>, columns: NoInfer<Record<Key, string>>, tieBreak: string): string {
  const column = input.sort_key === undefined ? Object.values<string>(columns)[0] : columns[input.sort_key];
  const direction = input.reverse === 0 ? 'ASC' : 'DESC';
  return `${column} ${direction} NULLS LAST, ${tieBreak} ${direction}`;
}

/** One page of a query and the count of every matching row. */
export async function page<T>(
  db: Db,
  sql: string,
  params: unknown[],
  order: string,
  input: ListPage,
): Promise<{ rows: T[]; total: number }> {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) q`, params);
  const rows = await db.query<T>(
    `SELECT * FROM (${sql}) q ORDER BY ${order} LIMIT ${input.limit ?? 10} OFFSET ${input.offset ?? 0}`,
    params,
  );
  return { rows, total: n };
}

/** One page of a list held in memory. */
export function slicePage<T>(items: T[], input: ListPage): T[] {
  const offset = input.offset ?? 0;
  return items.slice(offset, offset + (input.limit ?? 10));
}

/** `%word%` for a case-insensitive substring filter, or null without a search word. */
export function like(value: string | undefined): string | null {
  return value ? containsPattern(value) : null;
}

export interface ClusterRow {
  cluster_id: string;
  cluster_name: string;
  cluster_type: Schema<'ClusterType'>;
  status: Schema<'ClusterStatus'>;
  zone: string;
  owner: string;
  created_by: string;
  nas_id: string | null;
  nas_shared_path: string | null;
  paid_type: Schema<'PaidType'>;
  duration: number;
  is_auto_renewal: Schema<'AutoRenewal'>;
  expire_time: Date | null;
  create_time: Date;
}

export type { ClusterRole };

const CLUSTER_COLUMNS =
  'cluster_id, cluster_name, cluster_type, status, zone, owner, created_by, nas_id, nas_shared_path, paid_type, duration, is_auto_renewal, expire_time, create_time';
const columnsOf = (alias: string) =>
  CLUSTER_COLUMNS.split(', ')
    .map((c) => `${alias}.${c}`)
    .join(', ');

/**
 * A live cluster the user may `need` (read, change, own) and the user's role on it. A cluster the user does not
 * see, or a gone one, answers 404, or 403 with `unseen: 'forbidden'` (operations that say "a cluster the user does
 * not own (403)"); a read-only member's change and a member's owner-only change answer 403.
 */
export async function clusterAccess(
  db: Db,
  user: SessionUser,
  clusterId: string,
  need: ClusterNeed = 'read',
  options: Pick<UnseenOptions, 'unseen'> = {},
): Promise<{ cluster: ClusterRow; role: ClusterRole }> {
  const { cluster, right } = await clusterFor<ClusterRow>(db, user, clusterId, need, {
    columns: columnsOf('c'),
    hideGone: true,
    unseen: options.unseen,
  });
  return { cluster, role: right.role };
}

/** Serialises the changes of one cluster's accounts and members (quota checks read what others may be changing). */
export async function lockCluster(tx: Db, clusterId: string): Promise<void> {
  await tx.query('SELECT 1 FROM clusters WHERE cluster_id = $1 FOR UPDATE', [clusterId]);
}

export function requireActive(cluster: ClusterRow): void {
  if (cluster.status !== 'active') throw fail.conflict('acc_cluster_not_active', { id: cluster.cluster_id });
}

/** Live clusters the user can use (ADR 0006), each with the user's role and permission. */
export async function usableClusters(
  db: Db,
  user: SessionUser,
): Promise<(ClusterRow & { role: ClusterRole; permission: SharePermission })[]> {
  const params: unknown[] = [user.user_id];
  const param = (value: unknown) => `$${params.push(value)}`;
  const rows = await db.query<ClusterRow & { share: SharePermission | null }>(
    `SELECT ${columnsOf('c')}, s.permission AS share FROM clusters c LEFT JOIN cluster_shares s ON s.cluster_id = c.cluster_id AND s.user_id = $1
      WHERE c.status NOT IN ('deleted', 'ceased', 'terminated') AND ${visibleClustersSql(user, param, 'c', 's')}`,
    params,
  );
  return rows.map(({ share, ...cluster }) => ({ ...cluster, role: share ? 'shared_member' : 'owner', permission: share ?? 'readwrite' }));
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
    .query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'jobs'",
    )
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
  const rows = await db.query('SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1', [table]);
  return rows.length > 0;
}
