/**
 * The file manager's rules on top of the plain object operations: where a move lands when its target exists (the
 * user's answer to "Duplicate file name": refuse, replace or keep both), and the editor's save precondition (the
 * version it opened must still be the stored one).
 */
import { extname } from 'node:path';
import { fail } from '../../http/failure';
import { refuse } from './common';
import { resolveKey } from './access';
import { objectOf, statOf, validName } from './files';
import { requireFolderName } from './folder-names';
import type { OpenExport } from './objects';

export type DuplicateChoice = 'refuse' | 'replace' | 'keep_both';

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
async function freeName(exp: OpenExport, move: MoveTarget): Promise<{ key: string; path: string }> {
  for (let n = 2; n < 1000; n++) {
    const name = numbered(move.name, move.isDir, n);
    if (move.isDir) requireFolderName(name, ['body', 'target']);
    else if (!validName(name)) throw refuse.invalid('nas_file_name_invalid');
    const key = `${move.parent}${name}${move.isDir ? '/' : ''}`;
    const path = await resolveKey(exp.root, key, exp.scope, 'write');
    if (!(await statOf(path))) return { key, path };
  }
  throw fail.duplicate('nas_duplicate_file');
}

/**
 * Where a move goes: the target when free; otherwise per the choice: refused ("Duplicate file name"), the target
 * file replaced (a file over a file only, never a folder, nor the source itself), or the first free numbered name.
 */
export async function placeMove(exp: OpenExport, move: MoveTarget, choice: DuplicateChoice): Promise<{ key: string; path: string }> {
  const path = await resolveKey(exp.root, move.target, exp.scope, 'write');
  const existing = await statOf(path);
  if (!existing) return { key: move.target, path };
  if (choice === 'keep_both') return freeName(exp, move);
  if (choice === 'replace' && !move.isDir && existing.kind === 'file' && move.source !== move.target) return { key: move.target, path };
  throw fail.duplicate('nas_duplicate_file');
}

/**
 * The editor's precondition: the stored file is still the version it opened (same etag). A file changed or
 * deleted since is refused: nothing is written.
 */
export async function requireVersion(exp: OpenExport, prefix: string, name: string, etag: string): Promise<void> {
  // A name outside the rules is the upload's refusal (planUpload), not a version's.
  if (!validName(name)) return;
  const key = prefix + name;
  const path = await resolveKey(exp.root, key, exp.scope, 'write');
  const st = await statOf(path);
  if (st?.kind !== 'file' || objectOf(key, st).etag !== etag) throw fail.conflict('nas_edit_conflict');
}
