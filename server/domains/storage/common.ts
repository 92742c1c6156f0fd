/**
 * What the storage handlers share: the signed-in actor, ids, the storage refusals, list paging and the
 * lookup of an export (owned by the session's account, session.user.owner).
 */
import { randomBytes } from 'node:crypto';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { MessageKey } from '../../i18n/messages';
import { fail, Failure } from '../../http/failure';
import type { Schema } from '../../http/handler-types';
import { containsPattern } from '../../db/sql';
import { clusterRight, requireRight, visibleClustersSql, type ClusterNeed, type SharePermission } from '../cluster-access';

export const GIB = 1073741824;
/** The configuration's upload.max_bytes: one file (putObject) or all announced files (upload signature). */
export const MAX_UPLOAD_BYTES = 209715200;
/** Files over 10 MB cannot be viewed online. */
export const VIEW_LIMIT_BYTES = 10485760;

/** Where the gateway keeps its data (the NAS exports live under it). */
export interface StorageEnv {
  dataDir(): string;
  /** HPC_PUBLIC_URL's origin: the signed URLs point there (unset: a path on the console's own origin). */
  publicUrl?: string;
}

export interface Actor {
  userId: string;
  owner: string;
  zone: string;
  /** The IAM user name when the session is an IAM user's: such a user only uses paths that include it. */
  iam: string | null;
  /** A sub-user (user_type 1) uses only the exports of the clusters it sees (ADR 0013). */
  subUser: boolean;
  currency: string;
}

/** The signed-in actor, in the request's zone when it names one. */
export function actorOf(session: Session | null, input: { zone?: string }): Actor {
  if (!session) throw fail.unauthorized();
  const u = session.user;
  return {
    userId: u.user_id,
    owner: u.owner,
    zone: input.zone ?? u.zone,
    iam: u.iamuser_name,
    subUser: u.user_type === 1,
    currency: u.currency,
  };
}

export function randomId(prefix: string, length = 8): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return prefix + [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('');
}

export const iso = (d: Date | string) => new Date(d).toISOString();

/** Refusals of the storage domain with their status (ADR 0001). */
export const refuse = {
  storage: (key: MessageKey, params?: Record<string, string | number>) => new Failure(409, 2500, key, params),
  invalid: (key: MessageKey, params?: Record<string, string | number>) => new Failure(409, 1100, key, params),
  unavailable: (key: MessageKey) => new Failure(503, 5030, key),
};

export interface Page {
  limit: number;
  offset: number;
  reverse: boolean;
}

/** A list's page as the contract gives it (its defaults applied before the handler runs). */
export function pageOf(input: { limit: number; offset: number; reverse: number }): Page {
  return { limit: input.limit, offset: input.offset, reverse: input.reverse === 1 };
}

/** `%word%` for ILIKE, with the pattern characters of the word escaped. */
export function likeWord(word: string | undefined): string | null {
  return word ? containsPattern(word) : null;
}

export interface ExportRow {
  nas_id: string;
  fs_id: string;
  name: string;
  owner: string;
  zone: string;
  export_path: string;
  shared_path: string;
  quota_gb: number;
  description: string;
  status: Schema<'NasStatus'>;
  private_ip: string;
  create_time: Date;
}

/**
 * What a request does with an export: read its files, change them (upload, create, move, delete), or administer
 * the export itself (modify, restart, resize, rename, delete). Only a sub-user's needs are checked here.
 */
export type ExportNeed = Extract<ClusterNeed, 'read' | 'change' | 'own'>;

/**
 * The export of the session's account (in the file system, when given); "not found" otherwise. A sub-user's export
 * must also hold the files of a live cluster it sees (ADR 0013), else it is "not found" too; the need is then
 * checked against the best of its rights on those clusters (403: a read-only member changes no file there, a
 * member administers no export).
 */
export async function loadExport(db: Db, actor: Actor, nasId: string, fsId?: string, need: ExportNeed = 'read'): Promise<ExportRow> {
  const rows = await db.query<ExportRow>('SELECT * FROM nas_exports WHERE nas_id = $1', [nasId]);
  const row = rows[0];
  if (!row || row.owner !== actor.owner || (fsId !== undefined && row.fs_id !== fsId)) throw fail.notFound('not_found', { id: nasId });
  if (actor.subUser) await requireSubUserExport(db, actor, row.nas_id, need);
  return row;
}

/** A sub-user's access to an export: through the live clusters it sees whose files the export holds. */
async function requireSubUserExport(db: Db, actor: Actor, nasId: string, need: ExportNeed): Promise<void> {
  const rows = await db.query<{ owner: string; created_by: string | null; share: SharePermission | null }>(
    `SELECT c.owner, c.created_by, s.permission AS share FROM clusters c ${clustersOfExport('$1')}
       LEFT JOIN cluster_shares s ON s.cluster_id = c.cluster_id AND s.user_id = $2
      WHERE ${LIVE_CLUSTER}`,
    [nasId, actor.userId],
  );
  const user = { user_id: actor.userId, owner: actor.owner, user_type: 1 as const };
  const rights = rows.map((r) => clusterRight(user, r, r.share)).filter((r) => r !== null);
  if (!rights.length) throw fail.notFound('not_found', { id: nasId });
  const best = rights.find((r) => r.role === 'owner') ?? rights.find((r) => r.permission === 'readwrite') ?? rights[0];
  requireRight(best, need);
}

/** The ids of the clusters a sub-user sees (ADR 0006); null for everyone else, who sees the account's. */
export async function visibleClusterIds(db: Db, actor: Actor): Promise<Set<string> | null> {
  if (!actor.subUser) return null;
  const params: unknown[] = [];
  const where = visibleClustersSql({ user_id: actor.userId, owner: actor.owner, user_type: 1 }, (value) => `$${params.push(value)}`, 'c');
  const rows = await db.query<{ cluster_id: string }>(`SELECT c.cluster_id FROM clusters c WHERE ${where}`, params);
  return new Set(rows.map((r) => r.cluster_id));
}

/**
 * SQL true for the exports (its nas_id as SQL) a sub-user may see: held by a live cluster it sees (ADR 0013); true
 * for everyone else. `p` binds a value.
 */
export function visibleExportSql(actor: Actor, nasId: string, p: (value: unknown) => string): string {
  if (!actor.subUser) return 'true';
  const visible = visibleClustersSql({ user_id: actor.userId, owner: actor.owner, user_type: 1 }, p, 'vc');
  return `EXISTS (SELECT 1 FROM clusters vc JOIN cluster_exports vce ON vce.cluster_id = vc.cluster_id AND vce.export_nas_id = ${nasId}
    WHERE vc.status NOT IN ('ceased', 'deleted', 'terminated') AND ${visible})`;
}

/** A cluster (alias c) that still exists. */
export const LIVE_CLUSTER = "c.status NOT IN ('ceased', 'deleted', 'terminated')";

/**
 * The clusters (alias c) whose files an export holds: those mounting it, and those mounting an S2 server (vNAS)
 * whose first shared target sharing one of the owner's exports shares it (the view cluster_exports, migration
 * 0083, ADR 0011). Join `clusters c` on the condition; `nasId` is the export's id as SQL.
 */
export const clustersOfExport = (nasId: string): string =>
  `JOIN cluster_exports ce ON ce.cluster_id = c.cluster_id AND ce.export_nas_id = ${nasId}`;

/** Live clusters whose files the export holds (clustersOfExport): it cannot be deleted nor moved under them. */
export async function mountingClusters(db: Db, nasId: string): Promise<string[]> {
  const rows = await db.query<{ cluster_id: string }>(
    `SELECT c.cluster_id FROM clusters c ${clustersOfExport('$1')} WHERE ${LIVE_CLUSTER} ORDER BY c.create_time, c.cluster_id`,
    [nasId],
  );
  return rows.map((r) => r.cluster_id);
}

/** WHERE clauses with numbered parameters, for the lists. */
export function filters() {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, clauses, p, where: () => (clauses.length ? `WHERE ${clauses.join(' AND ')}` : '') };
}

/** One page of a list: its total count and rows, ordered by a whitelisted column (ties by id). */
export async function listPage<T>(
  db: Db,
  select: string,
  f: ReturnType<typeof filters>,
  order: string,
  id: string,
  page: Page,
): Promise<{ total: number; rows: T[] }> {
  const dir = page.reverse ? 'DESC' : 'ASC';
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${select} ${f.where()}) counted`, f.params);
  const rows = await db.query<T>(
    `${select} ${f.where()} ORDER BY ${order} ${dir}, ${id} ${dir} LIMIT ${page.limit} OFFSET ${page.offset}`,
    f.params,
  );
  return { total, rows };
}
