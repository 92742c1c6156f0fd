/**
 * Upload sessions (ADR 0035): their rows (storage_upload_sessions, migrations 0087, 0091 and 0092) and their bytes, under
 * `<data dir>/nas-uploads/<upload_id>/` (upload-data.ts), never inside an export.
 */
import { join } from 'node:path';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Schema } from '../../http/handler-types';
import { exportFiles } from '../../storage/index';
import { iso, type StorageEnv } from './common';

/** Bytes of every chunk but the last. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/** A session lives this long after its creation or its last chunk. */
export const SESSION_TTL_MS = 24 * 3600_000;
/** Unfinished sessions one user may hold. */
export const MAX_OPEN_SESSIONS = 20;

export interface SessionRow {
  upload_id: string;
  nas_id: string;
  user_id: string;
  prefix: string;
  file_name: string;
  size: number | string;
  /** Null until the browser sent it (creation, a chunk or the completion). */
  sha256: string | null;
  overwrite: boolean;
  /** The file's modification time as the browser announced it (migration 0092); null when it did not. */
  last_modified: Date | string | null;
  chunk_size: number;
  received: number[];
  /** Chunks written, a chunk written twice counted twice (migration 0091). */
  chunk_writes: number;
  status: 'open' | 'completing';
  create_time: Date | string;
  expire_time: Date | string;
}

export const chunkCount = (row: SessionRow) => Math.max(1, Math.ceil(Number(row.size) / row.chunk_size));

/** The bytes chunk `index` must hold: chunk_size, the last one the rest. */
export function chunkLength(row: SessionRow, index: number): number {
  const size = Number(row.size);
  return Math.min(row.chunk_size, size - index * row.chunk_size);
}

/** The contract's NasUploadSession. */
export function sessionOf(row: SessionRow): Schema<'NasUploadSession'> {
  return {
    upload_id: row.upload_id,
    nas_id: row.nas_id,
    prefix: row.prefix,
    file_name: row.file_name,
    size: Number(row.size),
    ...(row.sha256 ? { sha256: row.sha256 } : {}),
    ...(row.last_modified ? { last_modified: iso(row.last_modified) } : {}),
    overwrite: row.overwrite,
    chunk_size: row.chunk_size,
    chunk_count: chunkCount(row),
    received_chunks: [...row.received].map(Number).sort((a, b) => a - b),
    create_time: iso(row.create_time),
    expire_time: iso(row.expire_time),
  };
}

export const chunksDir = (env: StorageEnv, uploadId: string) => join(env.dataDir(), 'nas-uploads', uploadId);

/** The caller's live session; "not found" for anyone else's, a finished, aborted or expired one. */
export async function loadSession(db: Db, userId: string, uploadId: string, now = new Date()): Promise<SessionRow> {
  const rows = await db.query<SessionRow>(
    'SELECT * FROM storage_upload_sessions WHERE upload_id = $1 AND user_id = $2 AND expire_time > $3',
    [uploadId, userId, now.toISOString()],
  );
  if (!rows[0]) throw fail.notFound('upload_session_missing', { id: uploadId });
  return rows[0];
}

/** Drops a session's row and chunks. */
export async function dropSession(db: Db, env: StorageEnv, uploadId: string): Promise<void> {
  await db.query('DELETE FROM storage_upload_sessions WHERE upload_id = $1', [uploadId]);
  await exportFiles.remove(chunksDir(env, uploadId));
}

/** Removes every expired session (rows and chunks); answers their ids. */
export async function dropExpired(db: Db, env: StorageEnv, now = new Date()): Promise<string[]> {
  const gone = await db.query<{ upload_id: string }>('DELETE FROM storage_upload_sessions WHERE expire_time <= $1 RETURNING upload_id', [
    now.toISOString(),
  ]);
  await Promise.all(gone.map((g) => exportFiles.remove(chunksDir(env, g.upload_id))));
  return gone.map((g) => g.upload_id);
}

/** Records chunk `index` as stored and moves the expiry on; null when the session went meanwhile. */
export async function markReceived(db: Db, uploadId: string, index: number, now = new Date()): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    `UPDATE storage_upload_sessions
        SET received = (SELECT array_agg(DISTINCT x ORDER BY x) FROM unnest(array_append(received, $2::int)) AS x),
            chunk_writes = chunk_writes + 1, expire_time = $3
      WHERE upload_id = $1 AND status = 'open' RETURNING *`,
    [uploadId, index, new Date(now.getTime() + SESSION_TTL_MS).toISOString()],
  );
  return rows[0] ?? null;
}

/** Chunk `index` is being written again: not stored until it has all its bytes again. */
export async function unmarkReceived(db: Db, uploadId: string, index: number): Promise<void> {
  await db.query('UPDATE storage_upload_sessions SET received = array_remove(received, $2::int) WHERE upload_id = $1', [uploadId, index]);
}

/** Claims a session for completion (one completion at a time); false when it is being completed already. */
export async function claimSession(db: Db, uploadId: string, status: 'open' | 'completing'): Promise<boolean> {
  const from = status === 'completing' ? 'open' : 'completing';
  const rows = await db.query('UPDATE storage_upload_sessions SET status = $2 WHERE upload_id = $1 AND status = $3 RETURNING upload_id', [
    uploadId,
    status,
    from,
  ]);
  return rows.length > 0;
}
