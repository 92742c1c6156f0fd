/**
 * The files of a NAS export: a real directory (nasExportDir). Every key is resolved inside the export's root,
 * refused when it escapes it (a `.`/`..` segment, an absolute path, a symlink whose target is outside), and,
 * for an IAM user, refused unless one of its folders is named after the user.
 */
import { createHash } from 'node:crypto';
import type { Dirent, Stats } from 'node:fs';
import { lstat, readdir, realpath } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fail } from '../../http/failure';
import { nasExportDir } from '../../seed/fixtures';
import { iso, refuse, type StorageEnv } from './common';

export function exportRoot(env: StorageEnv, nasId: string): string {
  return resolve(nasExportDir(env.dataDir(), nasId));
}

const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/** The export root's real path; the NAS service "cannot be queried" when the directory is gone. */
export async function realRoot(root: string): Promise<string> {
  try {
    return await realpath(root);
  } catch {
    throw refuse.unavailable('nas_query_failed');
  }
}

export function segments(key: string): string[] {
  return key.split('/').filter(Boolean);
}

/** The IAM rule: a key is the user's when one of its folders (a folder key counts itself) is named after the user. */
export function iamAllows(key: string, iam: string | null): boolean {
  if (iam === null) return true;
  const folders = segments(key);
  if (!key.endsWith('/')) folders.pop();
  return folders.includes(iam);
}

export function requireIam(key: string, iam: string | null): void {
  if (!iamAllows(key, iam)) throw fail.forbidden('nas_iam_prefix', { path: key || '/' });
}

/**
 * The absolute path of a key (a folder ends with /, '' is the root) inside the export; refuses an escape,
 * also through symlinks: the deepest existing ancestor must really be inside the root.
 */
export async function resolveKey(root: string, key: string): Promise<string> {
  const parts = key.split('/');
  const escapes = key.startsWith('/') || key.includes('\0') || parts.some((p) => p === '.' || p === '..');
  const target = resolve(root, key);
  if (escapes || !inside(root, target)) throw fail.forbidden('nas_path_outside', { path: key });
  const real = await realRoot(root);
  for (let probe = target; inside(root, probe); probe = resolve(probe, '..')) {
    let found: string | null = null;
    try {
      found = await realpath(probe);
    } catch {
      // Not there (yet): check its parent. A dangling symlink is there, and leads nowhere safe.
      if (await statOf(probe)) throw fail.forbidden('nas_path_outside', { path: key });
    }
    if (found !== null) {
      if (!inside(real, found)) throw fail.forbidden('nas_path_outside', { path: key });
      break;
    }
    if (probe === root) break;
  }
  return target;
}

export async function statOf(path: string): Promise<Stats | null> {
  try {
    return await lstat(path);
  } catch {
    return null;
  }
}

/** Bytes of the regular files under a folder (symlinks are not followed). */
export async function usedBytes(dir: string): Promise<number> {
  let total = 0;
  const pending = [dir];
  while (pending.length) {
    const current = pending.pop() as string;
    let entries: Dirent[];
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const path = resolve(current, e.name);
      if (e.isDirectory()) pending.push(path);
      else if (e.isFile()) total += (await statOf(path))?.size ?? 0;
    }
  }
  return total;
}

/** Files and folders under a folder, counting the folder itself. */
export async function countTree(path: string, stat: Stats): Promise<number> {
  if (!stat.isDirectory()) return 1;
  let count = 1;
  for (const e of await readdir(path, { withFileTypes: true })) {
    const child = resolve(path, e.name);
    const s = await statOf(child);
    if (s) count += await countTree(child, s);
  }
  return count;
}

const TYPES: Record<string, string> = {
  '.txt': 'text/plain', '.log': 'text/plain', '.input': 'text/plain', '.wps': 'text/plain', '.md': 'text/markdown', '.csv': 'text/csv',
  '.json': 'application/json', '.xml': 'application/xml', '.yaml': 'text/yaml', '.yml': 'text/yaml', '.sh': 'text/x-shellscript',
  '.slurm': 'text/x-shellscript', '.pbs': 'text/x-shellscript', '.py': 'text/x-python', '.c': 'text/x-c', '.f90': 'text/x-fortran',
  '.nc': 'application/x-netcdf', '.gz': 'application/gzip', '.tar': 'application/x-tar', '.zip': 'application/zip',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.pdf': 'application/pdf',
};

export function contentType(name: string): string {
  return TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** The contract's NasObject of a file or folder (`key` ends with / for a folder). */
export function objectOf(key: string, stat: Stats): Record<string, unknown> {
  const isDir = key.endsWith('/');
  const name = segments(key).pop() ?? '';
  const prefix = key.slice(0, key.length - name.length - (isDir ? 1 : 0));
  const object: Record<string, unknown> = { object_name: key, is_dir: isDir, prefix, size: isDir ? 0 : stat.size, last_modified: iso(stat.mtime) };
  if (!isDir) {
    object.etag = createHash('md5').update(`${stat.size}-${stat.mtimeMs}-${stat.ino}`).digest('hex');
    object.content_type = contentType(name);
  }
  return object;
}

/** A name the contract can carry: 1-254 characters, no / nor NUL, not . or .. */
export function validName(name: string): boolean {
  return name.length >= 1 && name.length <= 254 && !/[/\0]/.test(name) && name !== '.' && name !== '..';
}

export { inside };
