/**
 * The files of a NAS export: a real directory (nasExportDir). Keys are resolved, and judged by who asks, in
 * access.ts (resolveKey): the one file access rule (ADR 0041).
 */
import { createHash } from 'node:crypto';
import { extname, resolve, sep } from 'node:path';
import { nasExportDir } from '../../seed/fixtures';
import { exportFiles, type FileInfo } from '../../storage/index';
import type { Schema } from '../../http/handler-types';
import { iso, refuse, type StorageEnv } from './common';

export function exportRoot(env: StorageEnv, nasId: string): string {
  return resolve(nasExportDir(env.dataDir(), nasId));
}

const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/** The export root's real path; the NAS service "cannot be queried" when the directory is gone. */
export async function realRoot(root: string): Promise<string> {
  const real = await exportFiles.real(root);
  if (real === null) throw refuse.unavailable('nas_query_failed');
  return real;
}

export function segments(key: string): string[] {
  return key.split('/').filter(Boolean);
}

/** What is at a path, a link itself (not followed); null when nothing is there. */
export const statOf = (path: string): Promise<FileInfo | null> => exportFiles.stat(path);

/** What is at a path the gateway itself just wrote (a file renamed into place): there, or a failure. */
export async function writtenStat(path: string): Promise<FileInfo> {
  const info = await statOf(path);
  if (!info) throw new Error(`${path} is not there after it was written`);
  return info;
}

/** What a path leads to (a link followed); null when nothing is there. */
export const followStat = (path: string): Promise<FileInfo | null> => exportFiles.stat(path, { follow: true });

/** Files and folders under a folder, counting the folder itself. */
export async function countTree(path: string, info: FileInfo): Promise<number> {
  if (info.kind !== 'dir') return 1;
  let count = 1;
  for (const e of await exportFiles.list(path)) {
    const child = resolve(path, e.name);
    const s = await statOf(child);
    if (s) count += await countTree(child, s);
  }
  return count;
}

const TYPES: Record<string, string> = {
  '.txt': 'text/plain',
  '.log': 'text/plain',
  '.input': 'text/plain',
  '.wps': 'text/plain',
  '.md': 'text/markdown',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.yaml': 'text/yaml',
  '.yml': 'text/yaml',
  '.sh': 'text/x-shellscript',
  '.slurm': 'text/x-shellscript',
  '.pbs': 'text/x-shellscript',
  '.py': 'text/x-python',
  '.c': 'text/x-c',
  '.f90': 'text/x-fortran',
  '.nc': 'application/x-netcdf',
  '.gz': 'application/gzip',
  '.tar': 'application/x-tar',
  '.zip': 'application/zip',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

export function contentType(name: string): string {
  return TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** The contract's NasObject of a file or folder (`key` ends with / for a folder). */
export function objectOf(key: string, info: FileInfo): Schema<'nas-object'> {
  const isDir = key.endsWith('/');
  const name = segments(key).pop() ?? '';
  const prefix = key.slice(0, key.length - name.length - (isDir ? 1 : 0));
  const object: Schema<'nas-object'> = {
    object_name: key,
    is_dir: isDir,
    prefix,
    size: isDir ? 0 : info.size,
    last_modified: iso(info.mtime),
  };
  if (isDir) return object;
  return { ...object, etag: createHash('md5').update(info.version).digest('hex'), content_type: contentType(name) };
}

/** A name the contract can carry: 1-254 characters, no / nor NUL, not . or .. */
export function validName(name: string): boolean {
  return name.length >= 1 && name.length <= 254 && !/[/\0]/.test(name) && name !== '.' && name !== '..';
}

export { inside };
