/**
 * The files of a NAS export: a real directory (nasExportDir). Keys are resolved, and judged by who asks, in
 * access.ts (resolveKey): the one file access rule (ADR 0041).
 */
import { createHash } from 'node:crypto';
import type { Dirent, Stats } from 'node:fs';
import { lstat, readdir, realpath } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
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
