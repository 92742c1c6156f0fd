/**
 * The files and folders of an export, on the real directory: list, download, upload (and save an edited
 * file), rename/move, create a folder, delete. Every key is resolved by the one file access rule (access.ts,
 * ADR 0041): inside its export, and what the actor may list, read or write.
 */
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers, Schema } from '../../http/handler-types';
import { exportFiles, withFileLocks, type FileInfo } from '../../storage/index';
import {
  actorOf,
  GIB,
  loadExport,
  MAX_UPLOAD_BYTES,
  randomId,
  refuse,
  VIEW_LIMIT_BYTES,
  type Actor,
  type ExportNeed,
  type ExportRow,
  type StorageEnv,
} from './common';
import { placeMove, requireVersion } from './file-edits';
import { requireFolderName } from './folder-names';
import { forgetFolderUse, storageLimits as userStorageLimits, type StorageLimit } from '../user-storage';
import { countTree, exportRoot, followStat, inside, objectOf, realRoot, segments, statOf, validName, writtenStat } from './files';
import { entryShown, fileScope, keyOfReal, resolveKey, scopeAllows, scopeRoot, type FileNeed, type FileScope } from './access';

export interface OpenExport {
  row: ExportRow;
  root: string;
  /** The quota in bytes. */
  quota: number;
  /** What the actor may list, read and write in it (ADR 0041). */
  scope: FileScope;
  /** The actor's own storage quotas in this export (ADR 0026), read (through `db`) when an upload is planned. */
  storageLimits?: (db: Db) => Promise<StorageLimit[]>;
}

/** An export of the account whose directory is there (not while it is being created); `need` as loadExport's. */
export async function openExport(db: Db, env: StorageEnv, actor: Actor, nasId: string, need: ExportNeed = 'read'): Promise<OpenExport> {
  const row = await loadExport(db, actor, nasId, undefined, need);
  if (row.status === 'Creating') throw fail.conflict('nas_not_ready', { id: nasId });
  const root = exportRoot(env, nasId);
  await realRoot(root);
  const storageLimits = (through: Db) =>
    userStorageLimits(through, { user_id: actor.userId, iamuser_name: actor.iam, owner: actor.owner }, nasId, root);
  return { row, root, quota: row.quota_gb * GIB, scope: await fileScope(db, actor, nasId), storageLimits };
}

/**
 * The bytes of a file as a stream read from one open file descriptor, and their number: an upload or edit that
 * replaces the file meanwhile (a rename, see putObject) changes neither, so the length sent matches the bytes.
 * Null when the file is not there (any more).
 */
export const fileStream = (path: string): Promise<{ stream: Readable; size: number } | null> => exportFiles.read(path);

/** A file of the export that may be downloaded: its key, path on disk and stat. */
export interface DownloadFile {
  key: string;
  path: string;
  stat: FileInfo;
}

/** The file `key` for a download: readable by the export's actor (also through a link), a file (not a folder), there. */
export async function downloadFile(exp: OpenExport, key: string): Promise<DownloadFile> {
  const path = await resolveKey(exp.root, key, exp.scope, 'read');
  const st = await followStat(path);
  if (st?.kind === 'dir') throw fail.conflict('nas_folder_download');
  if (st?.kind !== 'file') throw fail.notFound('nas_object_missing', { path: key });
  return { key, path, stat: st };
}

/** The Content-Disposition of a file sent by name (UTF-8, RFC 6266). */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string) => `${kind}; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The path of an existing folder of the export the actor may list (404 otherwise). */
async function folder(exp: OpenExport, prefix: string, need: FileNeed = 'list'): Promise<string> {
  const dir = await resolveKey(exp.root, prefix, exp.scope, need);
  if ((await followStat(dir))?.kind !== 'dir') throw fail.notFound('nas_object_missing', { path: prefix || '/' });
  return dir;
}

function checkKeyLength(key: string): void {
  if (key.length > 1024) throw refuse.invalid('nas_key_too_long');
}

export interface PlannedFile {
  name: string;
  size: number;
}

/**
 * The actor's own storage quota (ADR 0026): an upload into its folder (jobs/<folder>/ of a cluster where it has a
 * storage quota) must fit in what the quota leaves, counting the files it replaces; the folder's figure is measured
 * again at the next upload.
 */
async function checkOwnQuota(db: Db, exp: OpenExport, prefix: string, targets: string[], total: number): Promise<void> {
  for (const limit of (await exp.storageLimits?.(db)) ?? []) {
    if (!prefix.startsWith(limit.home_key)) continue;
    const replaced = (await Promise.all(targets.map(async (t) => (await statOf(t))?.size ?? 0))).reduce((a, b) => a + b, 0);
    const after = limit.used - replaced + total;
    if (after > limit.quota) {
      throw refuse.storage('nas_own_quota_exceeded', { quota: gigabytes(limit.quota), used: gigabytes(limit.used) });
    }
    await limit.record();
    forgetFolderUse(resolve(exp.root, limit.home_key));
  }
}

const gigabytes = (bytes: number) => Math.round((bytes / GIB) * 100) / 100;

/** The rules of an upload of files into a folder (the database read through `db`); answers the files' target paths. */
export async function planUpload(db: Db, exp: OpenExport, prefix: string, files: PlannedFile[], overwrite: boolean): Promise<string[]> {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > MAX_UPLOAD_BYTES) throw refuse.invalid('upload_too_large', { max: MAX_UPLOAD_BYTES });
  await folder(exp, prefix);
  const names = new Set<string>();
  const targets: string[] = [];
  let replaced = 0;
  for (const f of files) {
    if (!validName(f.name)) throw refuse.invalid('nas_file_name_invalid');
    checkKeyLength(prefix + f.name);
    const target = await resolveKey(exp.root, prefix + f.name, exp.scope, 'write');
    const existing = await statOf(target);
    if (names.has(f.name) || (existing && (!overwrite || existing.kind !== 'file'))) throw fail.duplicate('nas_duplicate_file');
    names.add(f.name);
    replaced += existing?.size ?? 0;
    targets.push(target);
  }
  const { bytes: used } = await exportFiles.usage(exp.root);
  if (used >= exp.quota) throw refuse.storage('nas_storage_full');
  if (used - replaced + total > exp.quota) throw refuse.storage('nas_upload_exceeds_capacity');
  await checkOwnQuota(db, exp, prefix, targets, total);
  return targets;
}

/** Where uploaded files are copied before they are renamed into place (in the data dir, outside every export). */
export const stagingDir = (env: StorageEnv) => join(env.dataDir(), 'nas-staging');

export interface UploadPart {
  /** The file name in the folder. */
  name: string;
  /** The temporary file holding the uploaded bytes. */
  path: string;
}

/**
 * Writes uploaded parts into `prefix` under the rules of planUpload, checked with their real sizes. Each file is
 * copied to the staging folder first and renamed into place, so a reader never sees half a file; nothing is written
 * when a rule refuses one of them. The checks (`check`, the editor's if_match, and planUpload's rules) and the
 * renames run under the database's write lock of the files (storage/file-locks.ts), so no other save, through this
 * gateway or another, lands between them. Answers the files written.
 */
export async function writeUpload(
  db: Db,
  env: StorageEnv,
  exp: OpenExport,
  prefix: string,
  parts: UploadPart[],
  overwrite: boolean,
  check?: () => Promise<void>,
): Promise<Schema<'nas-object'>[]> {
  const sizes = await Promise.all(parts.map(async (p) => (await exportFiles.stat(p.path))?.size ?? 0));
  // The gateway made the folder at start (storage.ts): a refused upload leaves the data dir as it found it.
  await exportFiles.mkdir(stagingDir(env), { parents: true });
  const staged: string[] = [];
  try {
    // Copied before the lock: the lock is held for the checks and the renames only.
    for (const part of parts) {
      const temp = join(stagingDir(env), randomId('up-', 12));
      staged.push(temp);
      await exportFiles.copy(part.path, temp);
    }
    const targets = await withFileLocks(
      db,
      parts.map((p) => `${exp.row.nas_id}/${prefix}${p.name}`),
      async (tx) => {
        await check?.();
        const planned = await planUpload(
          tx,
          exp,
          prefix,
          parts.map((p, i) => ({ name: p.name, size: sizes[i] })),
          overwrite,
        );
        for (const [i, temp] of staged.entries()) await exportFiles.rename(temp, planned[i]);
        return planned;
      },
    );
    return Promise.all(parts.map(async (p, i) => objectOf(prefix + p.name, await writtenStat(targets[i]))));
  } finally {
    await Promise.all(staged.map((temp) => exportFiles.remove(temp)));
  }
}

interface Listed {
  key: string;
  name: string;
  stat: FileInfo;
}

/** The folder's entries the actor may open: files and folders (symlinks only when their target is one it may open). */
async function listFolder(exp: OpenExport, prefix: string, word: string): Promise<Listed[]> {
  const dir = await folder(exp, prefix);
  const realRootPath = await realRoot(exp.root);
  const listed: Listed[] = [];
  for (const entry of await exportFiles.list(dir)) {
    if (!validName(entry.name) || (word && !entry.name.toLowerCase().includes(word))) continue;
    const path = resolve(dir, entry.name);
    let st = await statOf(path);
    let target: string | null = null;
    if (st?.kind === 'link') {
      const real = await exportFiles.real(path);
      st = real && inside(realRootPath, real) ? await followStat(path) : null;
      if (real && st) target = keyOfReal(realRootPath, real, st.kind === 'dir');
    }
    if (!st || !(st.kind === 'file' || st.kind === 'dir')) continue;
    const key = prefix + entry.name + (st.kind === 'dir' ? '/' : '');
    if (key.length <= 1024 && entryShown(exp.scope, key) && (target === null || entryShown(exp.scope, target)))
      listed.push({ key, name: entry.name, stat: st });
  }
  return listed;
}

const SORTS = {
  object_name: (a: Listed, b: Listed) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  last_modified: (a: Listed, b: Listed) => a.stat.mtime.getTime() - b.stat.mtime.getTime(),
  size: (a: Listed, b: Listed) => a.stat.size - b.stat.size,
};
const isDir = (o: Listed) => o.stat.kind === 'dir';

export function objectHandlers(env: StorageEnv) {
  return {
    getObjects: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, input.nas_id);
      const prefix = input.prefix ?? '';
      // The root and the folders on the way to the actor's are listed with only what the actor may open.
      const word = input.search_word?.toLowerCase() ?? '';
      const listed = (await listFolder(exp, prefix, word)).filter((o) => input.hidden || !o.name.startsWith('.'));
      const by = SORTS[input.sort_key];
      const sign = input.reverse === 1 ? -1 : 1;
      listed.sort((a, b) => Number(isDir(b)) - Number(isDir(a)) || sign * (by(a, b) || SORTS.object_name(a, b)));
      const page = listed.slice(input.offset, input.offset + input.limit);
      return {
        nas_id: exp.row.nas_id,
        prefix,
        writable: scopeAllows(exp.scope, prefix, 'write'),
        total_count: listed.length,
        object_set: page.map((o) => objectOf(o.key, o.stat)),
      };
    },

    getObject: async ({ db, session, input, reply }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, input.nas_id);
      const key = input.object_name;
      const { path, stat: st } = await downloadFile(exp, key);
      if (input.preview && st.size > VIEW_LIMIT_BYTES) throw fail.conflict('nas_view_too_large');
      const name = segments(key).pop() ?? 'file';
      // Streamed from the disk, never held in memory whole (files reach the upload limit, 200 MB).
      const file = await fileStream(path);
      if (!file) throw fail.notFound('nas_object_missing', { path: key });
      // The contract's media type: the file's own (NasObject.content_type) never reaches the browser, which
      // would otherwise render a user's file on the console's origin, and a .json file would read as an envelope.
      reply.header('content-type', 'application/octet-stream');
      reply.header('content-length', String(file.size));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-disposition', contentDisposition(input.preview ? 'inline' : 'attachment', name));
      return file.stream;
    },

    putObject: async ({ db, session, input, files }) => {
      const actor = actorOf(session, input);
      const file = files?.find((f) => f.field === 'file');
      if (!file) throw fail.rule([{ location: ['body', 'file'], key: 'upload_file_missing', code: 'required' }]);
      const exp = await openExport(db, env, actor, input.nas_id, 'change');
      const prefix = input.prefix ?? '';
      const ifMatch = input.if_match;
      // The version is checked under the file's write lock, so no other save lands between the check and the rename.
      const check = ifMatch === undefined ? undefined : () => requireVersion(exp, prefix, file.filename, ifMatch);
      return {
        object_set: await writeUpload(db, env, exp, prefix, [{ name: file.filename, path: file.path }], input.overwrite === true, check),
      };
    },

    moveObject: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, input.nas_id, 'change');
      const { source, target } = input;
      const isDir = source.endsWith('/');
      if (isDir !== target.endsWith('/')) throw refuse.invalid('nas_move_kind');
      const name = segments(target).pop() ?? '';
      if (isDir) requireFolderName(name, ['body', 'target']);
      if (isDir && target.startsWith(source)) throw refuse.invalid('nas_move_into_itself');
      const from = await resolveKey(exp.root, source, exp.scope, 'write');
      if (from === exp.root || (isDir && scopeRoot(exp.scope, source))) throw fail.conflict('nas_root_folder_move');
      const st = await statOf(from);
      if (!st || (st.kind === 'dir') !== isDir) throw fail.notFound('nas_object_missing', { path: source });
      const parent = target.slice(0, target.length - name.length - (isDir ? 1 : 0));
      await folder(exp, parent);
      const placed = await placeMove(exp, { source, target, parent, name, isDir }, input.on_duplicate ?? 'refuse');
      await exportFiles.rename(from, placed.path);
      return { object_name: placed.key };
    },

    createDirectory: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, input.nas_id, 'change');
      const prefix = input.prefix ?? '';
      await folder(exp, prefix);
      const key = `${prefix}${input.dir_name}/`;
      checkKeyLength(key);
      const path = await resolveKey(exp.root, key, exp.scope, 'write');
      if (await statOf(path)) throw fail.duplicate('nas_duplicate_file');
      if ((await exportFiles.usage(exp.root)).bytes >= exp.quota) throw refuse.storage('nas_storage_full');
      await exportFiles.mkdir(path);
      return { object_name: key };
    },

    deleteObjects: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, input.nas_id, 'change');
      // Every object is checked before anything is deleted: one refusal deletes nothing.
      const keys = input.object_names.slice().sort((a, b) => a.length - b.length);
      const found: { key: string; path: string; stat: FileInfo }[] = [];
      for (const key of keys) {
        // A link is removed itself (never what it points at): judged where it stands, not where it leads.
        const link = !key.endsWith('/') && (await statOf(resolve(exp.root, key)))?.kind === 'link';
        const path = await resolveKey(exp.root, key, exp.scope, 'write', link ? { link: 'itself' } : {});
        const isDir = key.endsWith('/');
        if (path === exp.root || (isDir && scopeRoot(exp.scope, key))) throw fail.conflict('nas_root_folder');
        const st = await statOf(path);
        if (!st || (st.kind === 'dir') !== isDir) throw fail.notFound('nas_object_missing', { path: key });
        found.push({ key, path, stat: st });
      }
      let deleted = 0;
      const removed: string[] = [];
      for (const f of found) {
        if (removed.some((dir) => f.key.startsWith(dir))) continue;
        deleted += await countTree(f.path, f.stat);
        await exportFiles.remove(f.path);
        if (f.key.endsWith('/')) removed.push(f.key);
      }
      return { deleted_count: deleted };
    },
  } satisfies Handlers;
}
