/**
 * Which files of an export an actor may list, read and write (ADR 0041): the one rule of the NAS API, uploads,
 * folder downloads, signed URLs, file edits and the job routes that name paths.
 *
 *  - the account owner: everything in the export;
 *  - an IAM user: the keys with a folder named after it (spec section 5), reading and writing;
 *  - a sub-user, per live cluster holding the export that it sees (ADR 0013): on a cluster it created, the
 *    cluster's share directory; on a cluster shared with it, its own folder there (<share>/jobs/<its job folder>/)
 *    and the folders its membership grants (shared_user_clusters.file_system_acl), written only when both the
 *    share and the grant are read-write.
 *
 * A key is allowed only when the key asked and its resolved target (realpath, relative to the export's real root)
 * both are: a symlink never leads an actor to what it may not use.
 */
import { relative, resolve, sep } from 'node:path';
import type { Db } from '../../db/database';
import { fail, type Failure } from '../../http/failure';
import { clusterRight, type SharePermission } from '../cluster-access';
import { clusterUser, jobFolder } from '../user-storage';
import { clustersOfExport, LIVE_CLUSTER, type Actor } from './common';
import { exportFiles } from '../../storage/index';
import { followStat, inside, realRoot } from './files';

export type FileNeed = 'list' | 'read' | 'write';

/** A folder (a key ending with /, '' for the export's root) and whether it may be written. */
export interface FileArea {
  key: string;
  write: boolean;
}

/** What one actor may use in one export (or a job storage root). */
export interface FileScope {
  /** The account owner: everything. */
  all: boolean;
  /** An IAM user: keys with a folder of that name. */
  iam: string | null;
  /** A sub-user: these folders, its own first. */
  areas: FileArea[];
}

export const FULL_SCOPE: FileScope = { all: true, iam: null, areas: [] };

const folderKeys = (key: string): string[] => {
  const parts = key.split('/').filter(Boolean);
  if (!key.endsWith('/')) parts.pop();
  return parts;
};

/** Whether the actor may `need` the key (a folder key ends with /); listing also opens the folders on the way to an area. */
export function scopeAllows(scope: FileScope, key: string, need: FileNeed): boolean {
  if (scope.all) return true;
  if (scope.iam !== null) return folderKeys(key).includes(scope.iam) || (need === 'list' && key === '');
  if (scope.areas.some((a) => key.startsWith(a.key) && (need !== 'write' || a.write))) return true;
  return need === 'list' && (key === '' || key.endsWith('/')) && scope.areas.some((a) => a.key.startsWith(key));
}

/** A listed folder's entry is shown when it may be opened: a file read, a folder listed. */
export const entryShown = (scope: FileScope, key: string): boolean =>
  scopeAllows(scope, key, key.endsWith('/') || key === '' ? 'list' : 'read');

/** A folder the actor's access starts at (an IAM user's folder, a member's own or granted folder): never deleted nor moved by it. */
export function scopeRoot(scope: FileScope, folderKey: string): boolean {
  if (scope.iam !== null) return folderKeys(folderKey).pop() === scope.iam;
  return scope.areas.some((a) => a.key === folderKey);
}

const shown = (key: string) => key || '/';

/** The refusal of a key the scope does not allow: what the actor may use, named. */
export function scopeRefusal(scope: FileScope, key: string, need: FileNeed): Failure {
  if (scope.iam !== null) return fail.forbidden('nas_iam_prefix', { path: shown(key) });
  if (need === 'write' && scopeAllows(scope, key, 'read')) return fail.forbidden('nas_folder_read_only', { path: shown(key) });
  const [own, ...granted] = scope.areas.map((a) => a.key);
  if (own === undefined) return fail.forbidden('nas_no_folder', { path: shown(key) });
  if (!granted.length) return fail.forbidden('nas_member_own_folder', { path: shown(key), own: shown(own) });
  return fail.forbidden('nas_member_folders', { path: shown(key), own: shown(own), granted: granted.map(shown).join(', ') });
}

export function requireScope(scope: FileScope, key: string, need: FileNeed): void {
  if (!scopeAllows(scope, key, need)) throw scopeRefusal(scope, key, need);
}

/** The key (relative to the real root, / separated, a folder ending with /) of a real path inside it. */
export function keyOfReal(realRoot: string, real: string, isDir: boolean): string {
  const rel = relative(realRoot, real).split(sep).filter(Boolean).join('/');
  return rel && isDir ? `${rel}/` : rel;
}

/**
 * The key a lexical key really names, by the one path resolver (the export files seam's `confine`): its existing
 * part with every symlink resolved, and the rest of the key after it. Null when it leaves the root (a symlink whose
 * target is outside, or dangling).
 */
export async function resolvedKey(root: string, key: string): Promise<string | null> {
  const confined = exportFiles.confine(root, key);
  if (confined === null) return null;
  const isDir = key.endsWith('/') || (confined !== resolve(root) && (await followStat(confined))?.kind === 'dir');
  return keyOfReal(resolve(root), confined, isDir);
}

/**
 * The key of a symlink itself (its folder resolved, its own name kept): removing a link changes its folder, not
 * what it points at, so a user clears a link in its own folder whatever the link leads to.
 */
async function linkKey(root: string, key: string): Promise<string | null> {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const folder = key.slice(0, key.length - name.length);
  await realRoot(root);
  const real = await resolvedKey(root, folder);
  return real === null ? null : `${real}${real === '' || real.endsWith('/') ? '' : '/'}${name}`;
}

/**
 * The absolute path of a key (a folder ends with /, '' is the root) inside the export, for `need` by the scope:
 * refuses an escape (a . or .. segment, an absolute path, a symlink whose target is outside), and a key whose
 * name or resolved target the scope does not allow. The one resolver of every path to a file. `link: 'itself'` judges
 * a symlink named by the key where it stands, not where it leads (deleting it).
 */
export async function resolveKey(
  root: string,
  key: string,
  scope: FileScope,
  need: FileNeed,
  options: { link?: 'itself' } = {},
): Promise<string> {
  const parts = key.split('/');
  const escapes = key.startsWith('/') || key.includes('\0') || parts.some((p) => p === '.' || p === '..');
  const target = resolve(root, key);
  if (escapes || !inside(root, target)) throw fail.forbidden('nas_path_outside', { path: key });
  requireScope(scope, key, need);
  await realRoot(root);
  const real = options.link === 'itself' ? await linkKey(root, key) : await resolvedKey(root, key);
  if (real === null) throw fail.forbidden('nas_path_outside', { path: key });
  if (real !== key && !scopeAllows(scope, real, need)) throw scopeRefusal(scope, key, need);
  return target;
}

interface ExportCluster {
  owner: string;
  created_by: string | null;
  share: SharePermission | null;
  nas_shared_path: string | null;
  export_shared_path: string | null;
  username: string | null;
  file_system_acl: { facl: string; sub_path: string }[] | null;
}

const mountSegments = (path: string | null) => ((path ?? '/share').trim() || '/share').split('/').filter(Boolean);

/** The key of a folder given as a path on the cluster (under its mount point, else under its share directory). */
export function clusterFolderKey(shareKey: string, mount: string | null, path: string): string | null {
  const parts = path.split('/').filter(Boolean);
  if (parts.some((p) => p === '.' || p === '..')) return null;
  const m = mountSegments(mount);
  const rel = m.every((s, i) => parts[i] === s) ? parts.slice(m.length) : parts;
  return `${shareKey}${rel.map((p) => `${p}/`).join('')}`;
}

export const shareKeyOf = (exportSharedPath: string | null) =>
  (exportSharedPath ?? '/')
    .split('/')
    .filter(Boolean)
    .map((p) => `${p}/`)
    .join('');

/** A sub-user's areas on one cluster holding the export (none when it does not see the cluster). */
function clusterAreas(actor: Actor, c: ExportCluster): FileArea[] {
  const right = clusterRight({ user_id: actor.userId, owner: actor.owner, user_type: 1 }, c, c.share);
  if (!right) return [];
  const share = shareKeyOf(c.export_shared_path);
  if (right.role === 'owner') return [{ key: share, write: true }];
  const write = right.permission === 'readwrite';
  const own = `${share}jobs/${jobFolder({ iamuser_name: actor.iam }, c.username ?? clusterUser({ user_id: actor.userId, iamuser_name: actor.iam }))}/`;
  const granted = (c.file_system_acl ?? []).flatMap((g) => {
    const key = clusterFolderKey(share, c.nas_shared_path, g.sub_path);
    return key === null ? [] : [{ key, write: write && g.facl === 'rw' }];
  });
  return [{ key: own, write }, ...granted];
}

/**
 * The actor's scope in an export (loadExport has let it see the export): the owner's everything, an IAM user's
 * name, a sub-user's areas over the live clusters holding the export (one query).
 */
export function fileScope(db: Db, actor: Actor, nasId: string): Promise<FileScope> {
  return scopeOver(
    db,
    actor,
    `FROM clusters c ${clustersOfExport('$1')} JOIN nas_exports e ON e.nas_id = ce.export_nas_id`,
    'e.shared_path',
    nasId,
  );
}

/** The actor's scope in the storage of one cluster that is not a NAS export (a Slurm cluster's shared directory: its root). */
export function clusterFileScope(db: Db, actor: Actor, clusterId: string): Promise<FileScope> {
  return scopeOver(db, actor, 'FROM clusters c', 'NULL::text', clusterId, 'c.cluster_id = $1 AND ');
}

async function scopeOver(db: Db, actor: Actor, from: string, sharedPath: string, id: string, where = ''): Promise<FileScope> {
  if (actor.iam !== null) return { all: false, iam: actor.iam, areas: [] };
  if (!actor.subUser) return FULL_SCOPE;
  const rows = await db.query<ExportCluster>(
    `SELECT c.owner, c.created_by, s.permission AS share, c.nas_shared_path, ${sharedPath} AS export_shared_path, m.username, m.file_system_acl
       ${from}
       LEFT JOIN cluster_shares s ON s.cluster_id = c.cluster_id AND s.user_id = $2
       LEFT JOIN LATERAL (
         SELECT su.username, suc.file_system_acl FROM shared_user_clusters suc JOIN shared_users su USING (shared_user_id) JOIN iam_users iu USING (iam_user_id)
          WHERE suc.cluster_id = c.cluster_id AND iu.user_id = $2 AND NOT suc.removing AND su.status <> 'deleting' LIMIT 1) m ON true
      WHERE ${where}${LIVE_CLUSTER} ORDER BY c.create_time, c.cluster_id`,
    [id, actor.userId],
  );
  const areas: FileArea[] = [];
  for (const area of rows.flatMap((r) => clusterAreas(actor, r))) {
    const same = areas.find((a) => a.key === area.key);
    if (same) same.write ||= area.write;
    else areas.push(area);
  }
  return { all: false, iam: null, areas };
}
