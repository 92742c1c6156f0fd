/**
 * The file manager's rules on top of the plain object operations: where a move lands when its target exists (the
 * user's answer to "Duplicate file name": refuse, replace or keep both), and the editor's save precondition (the
 * version it opened must still be the stored one).
 */
import { extname } from 'node:path';
import { fail } from '../../http/failure';
import { refuse, type Actor } from './common';
import { objectOf, requireIam, resolveKey, statOf, validName } from './files';
import type { OpenExport } from './objects';

export type DuplicateChoice = 'refuse' | 'replace' | 'keep_both';

export function duplicateChoice(value: unknown): DuplicateChoice {
  return value === 'replace' || value === 'keep_both' ? value : 'refuse';
}

interface MoveTarget {
  source: string;
  target: string;
  /** The target's folder (ending with /, '' for the root) and last segment. */
  parent: string;
  name: string;
  isDir: boolean;
}

/** "name (n).ext" for a file, "name (n)" for a folder. */
function numbered(name: string, isDir: boolean, n: number): string {
  const ext = isDir ? '' : extname(name);
  const stem = ext && ext !== name ? name.slice(0, -ext.length) : name;
  return `${stem} (${n})${ext === name ? '' : ext}`;
}

/** The first free "name (n)" of the target folder; keep_both tries up to 999. */
async function freeName(root: string, move: MoveTarget): Promise<{ key: string; path: string }> {
  for (let n = 2; n < 1000; n++) {
    const name = numbered(move.name, move.isDir, n);
    if (!validName(name) || (move.isDir && name.length > 50)) throw refuse.invalid(move.isDir ? 'nas_dir_name_length' : 'nas_file_name_invalid');
    const key = `${move.parent}${name}${move.isDir ? '/' : ''}`;
    const path = await resolveKey(root, key);
    if (!(await statOf(path))) return { key, path };
  }
  throw fail.duplicate('nas_duplicate_file');
}

/**
 * Where a move goes: the target when free; otherwise per the choice: refused ("Duplicate file name"), the target
 * file replaced (a file over a file only, never a folder, nor the source itself), or the first free numbered name.
 */
export async function placeMove(root: string, move: MoveTarget, choice: DuplicateChoice): Promise<{ key: string; path: string }> {
  const path = await resolveKey(root, move.target);
  const existing = await statOf(path);
  if (!existing) return { key: move.target, path };
  if (choice === 'keep_both') return freeName(root, move);
  if (choice === 'replace' && !move.isDir && existing.isFile() && move.source !== move.target) return { key: move.target, path };
  throw fail.duplicate('nas_duplicate_file');
}

/**
 * The editor's precondition: the stored file is still the version it opened (same etag). A file changed or
 * deleted since is refused: nothing is written.
 */
export async function requireVersion(exp: OpenExport, actor: Actor, prefix: string, name: string, etag: string): Promise<void> {
  // A name outside the rules is the upload's refusal (planUpload), not a version's.
  if (!validName(name)) return;
  const key = prefix + name;
  requireIam(key, actor.iam);
  const path = await resolveKey(exp.root, key);
  const st = await statOf(path);
  if (!st?.isFile() || objectOf(key, st).etag !== etag) throw fail.conflict('nas_edit_conflict');
}
