/**
 * An upload session's bytes (ADR 0035, revision of 2026-11-27): each chunk is written at its offset into one file,
 * `<data dir>/nas-uploads/<upload_id>/data`, as it arrives (through the export files seam: the gateways share the
 * data dir), and this gateway keeps the file's SHA-256 running while the chunks come in order (the ones that came
 * early are read back from the file when their turn comes). Completion then hashes nothing and joins nothing: it
 * checks and renames. The running SHA-256 is used only when this process saw every write of the session
 * (chunk_writes) and no chunk it had hashed was written again; otherwise (a restart, another gateway, a chunk sent
 * twice) the file is read and hashed once at completion. Chunk writes in progress are rows of the database
 * (storage_upload_writes, ADR 0052), so a completion on any gateway waits for a write on any other.
 */
import { createHash, type Hash } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import { exportFiles } from '../../storage/index';
import { randomId, type StorageEnv } from './common';
import { chunkCount, chunkLength, chunksDir, type SessionRow } from './uploads-store';

/** The file the session's chunks are written into, at their offsets. */
export const dataPath = (env: StorageEnv, uploadId: string) => join(chunksDir(env, uploadId), 'data');

interface Running {
  hash: Hash;
  /** The first chunk not hashed yet. */
  next: number;
  /** Chunk writes this process made (compared with the row's chunk_writes). */
  writes: number;
  /** A chunk already hashed was written again: the running hash may not describe the file any more. */
  stale: boolean;
}

// Kept in this process only: the running hash is a shortcut that completion trusts only when it covers every write
// the database counted (chunk_writes); elsewhere, or after a restart, the file is read instead.
const running = new Map<string, Running>();
const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after this process's earlier hashing and completion of the session (one at a time per session): it
 * orders the running hash's reads, a process-local shortcut; across gateways the session's status orders them.
 */
export function oneAtATime<T>(uploadId: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(uploadId) ?? Promise.resolve();
  const result = before.then(work, work);
  const tail = result.catch(() => undefined);
  queues.set(uploadId, tail);
  void tail.then(() => {
    if (queues.get(uploadId) === tail) queues.delete(uploadId);
  });
  return result;
}

/** The longest a chunk may take to arrive: a write row older than this is of a gateway that died mid-write. */
export const WRITE_STALE_MS = 10 * 60_000;
const SETTLE_POLL_MS = 25;

/**
 * Records a chunk stream into the session's data file until the answered function is called: a completion, on any
 * gateway, waits for it (writesSettled), so no byte lands in the file after it was checked.
 */
export async function beginWrite(db: Db, uploadId: string): Promise<() => Promise<void>> {
  const writeId = randomId('wr-', 16);
  const rows = await db.query(
    'INSERT INTO storage_upload_writes (write_id, upload_id) SELECT $1, upload_id FROM storage_upload_sessions WHERE upload_id = $2 RETURNING write_id',
    [writeId, uploadId],
  );
  if (!rows.length) throw fail.notFound('upload_session_missing', { id: uploadId });
  let ended = false;
  return async () => {
    if (ended) return;
    ended = true;
    await db.query('DELETE FROM storage_upload_writes WHERE write_id = $1', [writeId]);
  };
}

/** Resolves once no gateway writes a chunk into the session's data file (rows of dead gateways aside). */
export async function writesSettled(db: Db, uploadId: string, now = () => Date.now()): Promise<void> {
  for (;;) {
    const [row] = await db.query<{ writing: number }>(
      'SELECT count(*)::int AS writing FROM storage_upload_writes WHERE upload_id = $1 AND start_time > $2',
      [uploadId, new Date(now() - WRITE_STALE_MS).toISOString()],
    );
    if (!row || row.writing === 0) return;
    await new Promise((wake) => setTimeout(wake, SETTLE_POLL_MS));
  }
}

/**
 * Streams chunk `index` straight to its offset in the session's data file (no temporary copy); answers the bytes
 * it wrote. Never writes past the chunk's `length`: a longer part is refused there (naming the file field).
 */
export async function streamChunk(env: StorageEnv, row: SessionRow, index: number, length: number, from: Readable): Promise<number> {
  await exportFiles.mkdir(chunksDir(env, row.upload_id), { parents: true });
  const tooLong = () => fail.field(['body', 'file'], 'length', 'upload_chunk_length', { expected: length });
  return exportFiles.writeAt(dataPath(env, row.upload_id), index * row.chunk_size, from, { bytes: length, tooLong });
}

/**
 * Sessions with a chunk stored once and being written again: their running SHA-256 (or one still being moved on
 * after an answer, or reading an early chunk back) may not describe the file, so completion reads the file instead.
 */
const rewritten = new Set<string>();

/** A chunk stored once is being written again (see `rewritten`). */
export function markRewritten(uploadId: string): void {
  rewritten.add(uploadId);
}

/** Forgets a session's running hash (dropped, expired or completed). */
export function forgetRunning(uploadId: string): void {
  running.delete(uploadId);
  rewritten.delete(uploadId);
}

/**
 * Moves the running hash on after chunk `index` was written (`updated`: the row after it was recorded): hashes it
 * when it is the next one, then the chunks stored early that follow it, each read back from the data file.
 */
export async function advanceRunning(env: StorageEnv, updated: SessionRow, index: number): Promise<void> {
  try {
    await advance(env, updated, index);
  } catch {
    // The chunk is stored; completion reads the file instead.
    running.delete(updated.upload_id);
  }
}

async function advance(env: StorageEnv, updated: SessionRow, index: number): Promise<void> {
  let state = running.get(updated.upload_id);
  if (!state) {
    // Only from the session's very first write: after a restart or another gateway's writes, completion reads the file.
    if (Number(updated.chunk_writes) !== 1) return;
    state = { hash: createHash('sha256'), next: 0, writes: 0, stale: false };
    running.set(updated.upload_id, state);
  }
  state.writes += 1;
  if (index < state.next) state.stale = true;
  if (state.stale || index !== state.next) return;
  // `updated` was read as chunk `index` was recorded: it holds it.
  const stored = new Set(updated.received.map(Number));
  while (state.next < chunkCount(updated) && stored.has(state.next)) {
    state.hash.update(
      await exportFiles.readRange(dataPath(env, updated.upload_id), state.next * updated.chunk_size, chunkLength(updated, state.next)),
    );
    state.next += 1;
  }
}

/** The SHA-256 of the session's data file: the running one when it covers every write, else read from the file. */
export async function dataSha256(env: StorageEnv, row: SessionRow): Promise<string> {
  const state = running.get(row.upload_id);
  if (state && !state.stale && !rewritten.has(row.upload_id) && state.next === chunkCount(row) && state.writes === Number(row.chunk_writes))
    return state.hash.copy().digest('hex');
  const hash = createHash('sha256');
  const file = await exportFiles.read(dataPath(env, row.upload_id));
  if (file) for await (const data of file.stream) hash.update(data as Buffer);
  return hash.digest('hex');
}

/**
 * Chunks a gateway of before the revision of 2026-11-27 stored as separate files (`<index>` beside `data`): written
 * into the data file at their offsets, then removed, so a session begun before an upgrade still completes.
 */
export async function absorbChunkFiles(env: StorageEnv, row: SessionRow): Promise<void> {
  const names = (await exportFiles.list(chunksDir(env, row.upload_id)).catch(() => [])).map((e) => e.name);
  for (const name of names.filter((n) => /^\d+$/.test(n))) {
    const path = join(chunksDir(env, row.upload_id), name);
    const file = await exportFiles.read(path);
    if (file) await streamChunk(env, row, Number(name), chunkLength(row, Number(name)), file.stream);
    await exportFiles.remove(path);
    running.delete(row.upload_id);
  }
}
