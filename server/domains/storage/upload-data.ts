/**
 * An upload session's bytes (ADR 0035, revision of 2026-11-27): each chunk is written at its offset into one file,
 * `<data dir>/nas-uploads/<upload_id>/data`, as it arrives, and this gateway keeps the file's SHA-256 running while
 * the chunks come in order (the ones that came early are read back from the file when their turn comes). Completion
 * then hashes nothing and joins nothing: it checks and renames. The running SHA-256 is used only when this process
 * saw every write of the session (chunk_writes) and no chunk it had hashed was written again; otherwise (a restart,
 * another gateway, a chunk sent twice) the file is read and hashed once at completion.
 */
import { createHash, type Hash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fail } from '../../http/failure';
import type { StorageEnv } from './common';
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

const running = new Map<string, Running>();
const queues = new Map<string, Promise<unknown>>();

/** Runs `work` after the session's earlier writes and completion of this process (one at a time per session). */
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

/** Chunk streams of this process writing into a session's data file, and who waits for them to end. */
const writers = new Map<string, { count: number; idle: Array<() => void> }>();

/**
 * Counts a chunk stream into the session's data file until the answered function is called: a completion waits for
 * them (writesSettled), so no byte lands in the file after it was checked.
 */
export function beginWrite(uploadId: string): () => void {
  const entry = writers.get(uploadId) ?? { count: 0, idle: [] };
  entry.count += 1;
  writers.set(uploadId, entry);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    entry.count -= 1;
    if (entry.count > 0) return;
    writers.delete(uploadId);
    for (const wake of entry.idle.splice(0)) wake();
  };
}

/** Resolves once no chunk stream of this process writes into the session's data file. */
export function writesSettled(uploadId: string): Promise<void> {
  const entry = writers.get(uploadId);
  return entry ? new Promise((resolve) => entry.idle.push(resolve)) : Promise.resolve();
}

/** Bytes gathered before each write of a streamed chunk (fewer, larger writes). */
const WRITE_BYTES = 1024 * 1024;

/**
 * Streams chunk `index` straight to its offset in the session's data file (no temporary copy); answers the bytes
 * it wrote. Never writes past the chunk's `length`: a longer part is refused there (naming the file field).
 */
export async function streamChunk(env: StorageEnv, row: SessionRow, index: number, length: number, from: Readable): Promise<number> {
  await mkdir(chunksDir(env, row.upload_id), { recursive: true });
  // No O_APPEND: the position is honoured; no O_TRUNC: the other chunks stay.
  const file = await open(dataPath(env, row.upload_id), constants.O_WRONLY | constants.O_CREAT);
  const start = index * row.chunk_size;
  let written = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    const data = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    let done = 0;
    while (done < data.length) done += (await file.write(data, done, data.length - done, start + written + done)).bytesWritten;
    written += data.length;
  };
  try {
    for await (const data of from) {
      const bytes = data as Buffer;
      if (written + pendingBytes + bytes.length > length) throw fail.field(['body', 'file'], 'length', 'upload_chunk_length', { expected: length });
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= WRITE_BYTES) await flush();
    }
    if (pendingBytes) await flush();
    return written;
  } finally {
    await file.close();
  }
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

/** Reads `length` bytes of the data file from `position`. */
async function readRange(path: string, position: number, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(length);
    let done = 0;
    while (done < length) {
      const { bytesRead } = await file.read(buffer, done, length - done, position + done);
      if (bytesRead === 0) break;
      done += bytesRead;
    }
    return buffer.subarray(0, done);
  } finally {
    await file.close();
  }
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
    state.hash.update(await readRange(dataPath(env, updated.upload_id), state.next * updated.chunk_size, chunkLength(updated, state.next)));
    state.next += 1;
  }
}

/** The SHA-256 of the session's data file: the running one when it covers every write, else read from the file. */
export async function dataSha256(env: StorageEnv, row: SessionRow): Promise<string> {
  const state = running.get(row.upload_id);
  if (state && !state.stale && !rewritten.has(row.upload_id) && state.next === chunkCount(row) && state.writes === Number(row.chunk_writes)) return state.hash.copy().digest('hex');
  const hash = createHash('sha256');
  for await (const data of createReadStream(dataPath(env, row.upload_id), { highWaterMark: 4 * 1024 * 1024 })) hash.update(data as Buffer);
  return hash.digest('hex');
}

/**
 * Chunks a gateway of before this revision stored as separate files (`<index>` beside `data`): written into the
 * data file at their offsets, then removed, so a session begun before an upgrade still completes.
 */
export async function absorbChunkFiles(env: StorageEnv, row: SessionRow): Promise<void> {
  const names = await readdir(chunksDir(env, row.upload_id)).catch(() => [] as string[]);
  for (const name of names.filter((n) => /^\d+$/.test(n))) {
    const path = join(chunksDir(env, row.upload_id), name);
    await streamChunk(env, row, Number(name), chunkLength(row, Number(name)), createReadStream(path));
    await rm(path, { force: true });
    running.delete(row.upload_id);
  }
}
