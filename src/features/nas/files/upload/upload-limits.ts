/**
 * The limits of one upload (spec section 9: 10 files and 209,715,200 bytes per upload) and which path a file takes
 * (ADR 0035): below one chunk through a signed URL, from one chunk on through a resumable upload session.
 */

export const MAX_UPLOAD_FILES = 10;
export const MAX_UPLOAD_BYTES = 209715200;
/** The gateway's chunk size (an upload session answers it too): files from this size on go in chunks. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

export type PickProblem = { kind: 'none' } | { kind: 'too_many'; count: number } | { kind: 'too_large'; total: number };

/** What is wrong with a pick of files, before anything is asked of the gateway. */
export function checkPick(files: readonly { size: number }[]): PickProblem | null {
  if (files.length === 0) return { kind: 'none' };
  if (files.length > MAX_UPLOAD_FILES) return { kind: 'too_many', count: files.length };
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > MAX_UPLOAD_BYTES) return { kind: 'too_large', total };
  return null;
}

export const isChunked = (size: number) => size >= UPLOAD_CHUNK_BYTES;

/** "name (n).ext": the name a kept-both upload takes, as the gateway names a kept-both move (ADR 0031). */
export function keepBothName(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  return `${stem} (${n})${ext}`;
}

/** The chunks still to send: every index from 0 to count - 1 not in `received`. */
export function missingChunks(count: number, received: readonly number[]): number[] {
  const have = new Set(received);
  return Array.from({ length: count }, (_, i) => i).filter((i) => !have.has(i));
}

/** The wait before retry `attempt` (from 0) after a network error: 1 s doubling, at most 30 s. */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);
