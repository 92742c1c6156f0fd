/**
 * A download of folders (getDownloadSignature): each folder asked for (a key ending with /) is signed as the files
 * under it that the actor may read, walked on the disk without following symlinks (a link is taken only when it is a
 * file the actor may read, as the file list shows it), at most MAX_DOWNLOAD_FILES in all. The policy keeps the files, so the
 * signed URL answers what was there when it was signed, each file checked again when the URL is opened.
 */
import { resolve } from 'node:path';
import { fail } from '../../http/failure';
import { exportFiles } from '../../storage/index';
import { refuse } from './common';
import { entryShown, keyOfReal, resolveKey, scopeAllows } from './access';
import { inside, realRoot, statOf, validName } from './files';
import type { OpenExport } from './objects';

/** Spec section 9: max download per request 20000. */
export const MAX_DOWNLOAD_FILES = 20000;

/** The file keys under a folder key (ending with /), depth first by name; refused past `room` files. */
async function filesUnder(exp: OpenExport, folderKey: string, room: number): Promise<string[]> {
  const realRootPath = await realRoot(exp.root);
  const found: string[] = [];
  const pending = [folderKey];
  while (pending.length) {
    const prefix = pending.pop() as string;
    const dir = resolve(exp.root, prefix);
    const entries = (await exportFiles.list(dir)).sort((a, b) => (a.name < b.name ? 1 : -1));
    for (const entry of entries) {
      if (!validName(entry.name)) continue;
      const key = prefix + entry.name;
      if (entry.kind === 'dir') {
        if (entryShown(exp.scope, `${key}/`)) pending.push(`${key}/`);
      } else if (entry.kind === 'file' || (entry.kind === 'link' && (await readableLink(exp, resolve(dir, entry.name), realRootPath)))) {
        if (key.length > 1024 || !scopeAllows(exp.scope, key, 'read')) continue;
        found.push(key);
        if (found.length > room) throw refuse.invalid('nas_download_too_many', { max: MAX_DOWNLOAD_FILES });
      }
    }
  }
  return found.sort();
}

/** A link to a file inside the export that the actor may read. */
async function readableLink(exp: OpenExport, path: string, realRootPath: string): Promise<boolean> {
  const real = await exportFiles.real(path);
  if (!real || !inside(realRootPath, real)) return false;
  return (await statOf(real))?.kind === 'file' && scopeAllows(exp.scope, keyOfReal(realRootPath, real, false), 'read');
}

/**
 * The files of a download: the files asked for as they are, the folders replaced by the files under them (in the
 * order asked). `archive` is true when a folder was asked for: the answer is then a ZIP even of one file.
 */
export async function expandDownload(exp: OpenExport, keys: string[]): Promise<{ files: string[]; archive: boolean }> {
  const files: string[] = [];
  let archive = false;
  for (const key of keys) {
    if (!key.endsWith('/')) {
      files.push(key);
      continue;
    }
    archive = true;
    const dir = await resolveKey(exp.root, key, exp.scope, 'list');
    if ((await statOf(dir))?.kind !== 'dir') throw fail.notFound('nas_object_missing', { path: key });
    files.push(...(await filesUnder(exp, key, MAX_DOWNLOAD_FILES - files.length)));
  }
  if (files.length === 0) throw refuse.invalid('nas_download_empty');
  if (files.length > MAX_DOWNLOAD_FILES) throw refuse.invalid('nas_download_too_many', { max: MAX_DOWNLOAD_FILES });
  return { files: [...new Set(files)], archive };
}
