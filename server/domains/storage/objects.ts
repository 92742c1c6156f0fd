/**
 * The files and folders of an export, on the real directory: list, download, upload (and save an edited
 * file), rename/move, create a folder, delete. Every key is resolved by the one file access rule (access.ts,
 * ADR 0041): inside its export, and what the actor may list, read or write.
 */
import type { Stats } from 'node:fs';
import { copyFile, mkdir, open, readdir, realpath, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Handlers } from '../../http/contract-routes';
import { actorOf, GIB, loadExport, MAX_UPLOAD_BYTES, randomId, refuse, VIEW_LIMIT_BYTES, type Actor, type ExportNeed, type ExportRow, type StorageEnv } from './common';
import { duplicateChoice, placeMove, requireVersion } from './file-edits';
import { requireFolderName } from './folder-names';
import { forgetFolderUse, storageLimits as userStorageLimits, type StorageLimit } from '../user-storage';
import { countTree, exportRoot, inside, objectOf, realRoot, segments, statOf, usedBytes, validName } from './files';
import { entryShown, fileScope, keyOfReal, resolveKey, scopeAllows, scopeRoot, type FileNeed, type FileScope } from './access';
import { withWriteLock } from './write-lock';

export interface OpenExport {
  row: ExportRow;
  root: string;
  /** The quota in bytes. */
  quota: number;
  /** What the actor may list, read and write in it (ADR 0041). */
  scope: FileScope;
  /** The actor's own storage quotas in this export (ADR 0026), read when an upload is planned. */
  storageLimits?: () => Promise<StorageLimit[]>;
}

/** An export of the account whose directory is there (not while it is being created); `need` as loadExport's. */
export async function openExport(db: Db, env: StorageEnv, actor: Actor, nasId: string, need: ExportNeed = 'read'): Promise<OpenExport> {
  const row = await loadExport(db, actor, nasId, undefined, need);
  if (row.status === 'Creating') throw fail.conflict('nas_not_ready', { id: nasId });
  const root = exportRoot(env, nasId);
  await realRoot(root);
  const storageLimits = () => userStorageLimits(db, { user_id: actor.userId, iamuser_name: actor.iam, owner: actor.owner }, nasId, root);
  return { row, root, quota: row.quota_gb * GIB, scope: await fileScope(db, actor, nasId), storageLimits };
}

async function followStat(path: string): Promise<Stats | null> {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}

/**
 * The bytes of a file as a stream read from one open file descriptor, and their number: an upload or edit that
 * replaces the file meanwhile (a rename, see putObject) changes neither, so the length sent matches the bytes.
 * Null when the file is not there (any more).
 */
export async function fileStream(path: string): Promise<{ stream: Readable; size: number } | null> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, 'r');
    const st = await handle.stat();
    if (!st.isFile()) {
      await handle.close();
      return null;
    }
    // The stream closes the descriptor when it ends, fails or is destroyed (the client went away).
    return { stream: handle.createReadStream({ highWaterMark: 256 * 1024 }), size: st.size };
  } catch {
    await handle?.close().catch(() => undefined);
    return null;
  }
}

/** A file of the export that may be downloaded: its key, path on disk and stat. */
export interface DownloadFile {
  key: string;
  path: string;
  stat: Stats;
}

/** The file `key` for a download: readable by the export's actor (also through a link), a file (not a folder), there. */
export async function downloadFile(exp: OpenExport, key: string): Promise<DownloadFile> {
  const path = await resolveKey(exp.root, key, exp.scope, 'read');
  const st = await followStat(path);
  if (st?.isDirectory()) throw fail.conflict('nas_folder_download');
  if (!st?.isFile()) throw fail.notFound('nas_object_missing', { path: key });
  return { key, path, stat: st };
}

/** The Content-Disposition of a file sent by name (UTF-8, RFC 6266). */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string) => `${kind}; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The path of an existing folder of the export the actor may list (404 otherwise). */
async function folder(exp: OpenExport, prefix: string, need: FileNeed = 'list'): Promise<string> {
  const dir = await resolveKey(exp.root, prefix, exp.scope, need);
  if (!(await followStat(dir))?.isDirectory()) throw fail.notFound('nas_object_missing', { path: prefix || '/' });
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
async function checkOwnQuota(exp: OpenExport, prefix: string, targets: string[], total: number): Promise<void> {
  for (const limit of (await exp.storageLimits?.()) ?? []) {
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

/** The rules of an upload of files into a folder; answers the files' target paths. */
export async function planUpload(exp: OpenExport, actor: Actor, prefix: string, files: PlannedFile[], overwrite: boolean): Promise<string[]> {
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
    if (names.has(f.name) || (existing && (!overwrite || !existing.isFile()))) throw fail.duplicate('nas_duplicate_file');
    names.add(f.name);
    replaced += existing?.size ?? 0;
    targets.push(target);
  }
  const used = await usedBytes(exp.root);
  if (used >= exp.quota) throw refuse.storage('nas_storage_full');
  if (used - replaced + total > exp.quota) throw refuse.storage('nas_upload_exceeds_capacity');
  await checkOwnQuota(exp, prefix, targets, total);
  return targets;
}

/** Where uploaded files are copied before they are renamed into place. */
const stagingDir = (env: StorageEnv) => join(env.dataDir(), 'nas-staging');

export interface UploadPart {
  /** The file name in the folder. */
  name: string;
  /** The temporary file holding the uploaded bytes. */
  path: string;
}

/**
 * Writes uploaded files into a folder under the rules of planUpload, checked with their real sizes. Each file is
 * copied to the staging folder first and renamed into place, so a reader never sees half a file; nothing is
 * written when a rule refuses one of them. Answers the files written (NasObject).
 */
/**
 * Writes uploaded parts into `prefix`, under the write lock of their files: `check` (the editor's if_match) and
 * planUpload's rules hold until the renames are done.
 */
export async function writeUpload(env: StorageEnv, exp: OpenExport, actor: Actor, prefix: string, parts: UploadPart[], overwrite: boolean, check?: () => Promise<void>): Promise<Record<string, unknown>[]> {
  return withWriteLock(parts.map((p) => `${exp.row.nas_id}/${prefix}${p.name}`), async () => {
    await check?.();
    return writeLocked(env, exp, actor, prefix, parts, overwrite);
  });
}

async function writeLocked(env: StorageEnv, exp: OpenExport, actor: Actor, prefix: string, parts: UploadPart[], overwrite: boolean): Promise<Record<string, unknown>[]> {
  const sizes = await Promise.all(parts.map(async (p) => (await stat(p.path)).size));
  const targets = await planUpload(exp, actor, prefix, parts.map((p, i) => ({ name: p.name, size: sizes[i] })), overwrite);
  await mkdir(stagingDir(env), { recursive: true });
  const staged: string[] = [];
  try {
    for (const part of parts) {
      const temp = join(stagingDir(env), randomId('up-', 12));
      staged.push(temp);
      await copyFile(part.path, temp);
    }
    for (const [i, temp] of staged.entries()) await rename(temp, targets[i]);
  } finally {
    await Promise.all(staged.map((temp) => rm(temp, { force: true })));
  }
  return Promise.all(parts.map(async (p, i) => objectOf(prefix + p.name, await stat(targets[i]))));
}

interface Listed {
  key: string;
  name: string;
  stat: Stats;
}

/** The folder's entries the actor may open: files and folders (symlinks only when their target is one it may open). */
async function listFolder(exp: OpenExport, prefix: string, word: string): Promise<Listed[]> {
  const dir = await folder(exp, prefix);
  const realRootPath = await realRoot(exp.root);
  const listed: Listed[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!validName(entry.name) || (word && !entry.name.toLowerCase().includes(word))) continue;
    const path = resolve(dir, entry.name);
    let st = await statOf(path);
    let target: string | null = null;
    if (st?.isSymbolicLink()) {
      const real = await realpath(path).catch(() => null);
      st = real && inside(realRootPath, real) ? await followStat(path) : null;
      if (real && st) target = keyOfReal(realRootPath, real, st.isDirectory());
    }
    if (!st || !(st.isFile() || st.isDirectory())) continue;
    const key = prefix + entry.name + (st.isDirectory() ? '/' : '');
    if (key.length <= 1024 && entryShown(exp.scope, key) && (target === null || entryShown(exp.scope, target))) listed.push({ key, name: entry.name, stat: st });
  }
  return listed;
}

const SORTS: Record<string, (a: Listed, b: Listed) => number> = {
  object_name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  last_modified: (a, b) => a.stat.mtimeMs - b.stat.mtimeMs,
  size: (a, b) => (a.stat.isDirectory() ? 0 : a.stat.size) - (b.stat.isDirectory() ? 0 : b.stat.size),
};

export function objectHandlers(env: StorageEnv): Handlers {
  return {
    getObjects: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, String(input.nas_id));
      const prefix = String(input.prefix ?? '');
      // The root and the folders on the way to the actor's are listed with only what the actor may open.
      const word = typeof input.search_word === 'string' ? input.search_word.toLowerCase() : '';
      const listed = (await listFolder(exp, prefix, word)).filter((o) => input.hidden !== false || !o.name.startsWith('.'));
      const by = SORTS[String(input.sort_key ?? 'object_name')] ?? SORTS.object_name;
      const sign = Number(input.reverse ?? 0) === 1 ? -1 : 1;
      listed.sort((a, b) => Number(b.stat.isDirectory()) - Number(a.stat.isDirectory()) || sign * (by(a, b) || SORTS.object_name(a, b)));
      const offset = Number(input.offset ?? 0);
      const page = listed.slice(offset, offset + Number(input.limit ?? 100));
      return { nas_id: exp.row.nas_id, prefix, writable: scopeAllows(exp.scope, prefix, 'write'), total_count: listed.length, object_set: page.map((o) => objectOf(o.key, o.stat)) };
    },

    getObject: async ({ db, session, input, reply }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, String(input.nas_id));
      const key = String(input.object_name);
      const { path, stat: st } = await downloadFile(exp, key);
      const preview = input.preview === true;
      if (preview && st.size > VIEW_LIMIT_BYTES) throw fail.conflict('nas_view_too_large');
      const name = segments(key).pop() ?? 'file';
      // Streamed from the disk, never held in memory whole (files reach the upload limit, 200 MB).
      const file = await fileStream(path);
      if (!file) throw fail.notFound('nas_object_missing', { path: key });
      // The contract's media type: the file's own (NasObject.content_type) never reaches the browser, which
      // would otherwise render a user's file on the console's origin, and a .json file would read as an envelope.
      reply.header('content-type', 'application/octet-stream');
      reply.header('content-length', String(file.size));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-disposition', contentDisposition(preview ? 'inline' : 'attachment', name));
      return file.stream;
    },

    putObject: async ({ db, session, input, files }) => {
      const actor = actorOf(session, input);
      const file = files?.find((f) => f.field === 'file');
      if (!file) throw fail.rule([{ location: ['body', 'file'], key: 'upload_file_missing', code: 'required' }]);
      const exp = await openExport(db, env, actor, String(input.nas_id), 'change');
      const prefix = String(input.prefix ?? '');
      const ifMatch = input.if_match;
      // The version is checked under the file's write lock, so no other save lands between the check and the rename.
      const check = typeof ifMatch === 'string' ? () => requireVersion(exp, prefix, file.filename, ifMatch) : undefined;
      return { object_set: await writeUpload(env, exp, actor, prefix, [{ name: file.filename, path: file.path }], input.overwrite === true, check) };
    },

    moveObject: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, String(input.nas_id), 'change');
      const source = String(input.source);
      const target = String(input.target);
      const isDir = source.endsWith('/');
      if (isDir !== target.endsWith('/')) throw refuse.invalid('nas_move_kind');
      const name = segments(target).pop() ?? '';
      if (isDir) requireFolderName(name, ['body', 'target']);
      if (isDir && target.startsWith(source)) throw refuse.invalid('nas_move_into_itself');
      const from = await resolveKey(exp.root, source, exp.scope, 'write');
      if (from === exp.root || (isDir && scopeRoot(exp.scope, source))) throw fail.conflict('nas_root_folder_move');
      const st = await statOf(from);
      if (!st || st.isDirectory() !== isDir) throw fail.notFound('nas_object_missing', { path: source });
      const parent = target.slice(0, target.length - name.length - (isDir ? 1 : 0));
      await folder(exp, parent);
      const placed = await placeMove(exp, { source, target, parent, name, isDir }, duplicateChoice(input.on_duplicate));
      await rename(from, placed.path);
      return { object_name: placed.key };
    },

    createDirectory: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, String(input.nas_id), 'change');
      const prefix = String(input.prefix ?? '');
      await folder(exp, prefix);
      const key = `${prefix}${String(input.dir_name)}/`;
      checkKeyLength(key);
      const path = await resolveKey(exp.root, key, exp.scope, 'write');
      if (await statOf(path)) throw fail.duplicate('nas_duplicate_file');
      if ((await usedBytes(exp.root)) >= exp.quota) throw refuse.storage('nas_storage_full');
      await mkdir(path);
      return { object_name: key };
    },

    deleteObjects: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, String(input.nas_id), 'change');
      // Every object is checked before anything is deleted: one refusal deletes nothing.
      const keys = (input.object_names as string[]).slice().sort((a, b) => a.length - b.length);
      const found: { key: string; path: string; stat: Stats }[] = [];
      for (const key of keys) {
        // A symlink is removed itself (rm does not follow it): judged where it stands, not where it leads.
        const link = !key.endsWith('/') && (await statOf(resolve(exp.root, key)))?.isSymbolicLink() === true;
        const path = await resolveKey(exp.root, key, exp.scope, 'write', link ? { link: 'itself' } : {});
        const isDir = key.endsWith('/');
        if (path === exp.root || (isDir && scopeRoot(exp.scope, key))) throw fail.conflict('nas_root_folder');
        const st = await statOf(path);
        if (!st || st.isDirectory() !== isDir) throw fail.notFound('nas_object_missing', { path: key });
        found.push({ key, path, stat: st });
      }
      let deleted = 0;
      const removed: string[] = [];
      for (const f of found) {
        if (removed.some((dir) => f.key.startsWith(dir))) continue;
        deleted += await countTree(f.path, f.stat);
        await rm(f.path, { recursive: true, force: true });
        if (f.key.endsWith('/')) removed.push(f.key);
      }
      return { deleted_count: deleted };
    },
  };
}
