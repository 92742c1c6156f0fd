/**
 * Resumable chunked uploads (ADR 0035 and its revisions): a session announces one file (name, size, modification
 * time, and its SHA-256 when the browser knows it already) and is checked with the rules of every upload (planUpload) before any byte is
 * stored; chunks are written at their offsets into one file outside the export, in any order, again when retried;
 * the SHA-256 may come with any chunk or the completion (recorded once, a different one refused); completion checks
 * size and SHA-256 (hashed while the chunks arrived, upload-data.ts), the rules again, and renames the file into
 * place, so a failed or mismatched upload never touches the file it would replace.
 */
import { fail } from '../../http/failure';
import type { Db } from '../../db/database';
import type { BeforeFiles, Handler, Handlers } from '../../http/handler-types';
import { exportFiles, withFileLocks } from '../../storage/index';
import { actorOf, randomId, refuse, type StorageEnv } from './common';
import { objectOf, writtenStat } from './files';
import { openExport, planUpload } from './objects';
import {
  absorbChunkFiles,
  advanceRunning,
  beginWrite,
  dataPath,
  dataSha256,
  forgetRunning,
  markRewritten,
  oneAtATime,
  streamChunk,
  writesSettled,
} from './upload-data';
import {
  chunkCount,
  chunkLength,
  chunksDir,
  claimSession,
  dropExpired,
  dropSession,
  loadSession,
  markReceived,
  MAX_OPEN_SESSIONS,
  SESSION_TTL_MS,
  sessionOf,
  unmarkReceived,
  UPLOAD_CHUNK_BYTES,
  type SessionRow,
} from './uploads-store';

/**
 * Records the whole file's SHA-256 on the session the first time it is given; a different one later is refused,
 * naming the field. Answers the row as it is now.
 */
async function recordSha256(db: Db, row: SessionRow, given: string | undefined): Promise<SessionRow> {
  if (given === undefined) return row;
  if (row.sha256 === null) {
    const rows = await db.query<SessionRow>(
      'UPDATE storage_upload_sessions SET sha256 = $2 WHERE upload_id = $1 AND sha256 IS NULL RETURNING *',
      [row.upload_id, given],
    );
    if (rows[0]) return rows[0];
    row = await loadSession(db, row.user_id, row.upload_id);
  }
  if (row.sha256 !== given) throw fail.field(['body', 'sha256'], 'conflict', 'upload_sha256_conflict');
  return row;
}

/** Drops a session with its bytes and its running hash. */
async function drop(db: Db, env: StorageEnv, uploadId: string): Promise<void> {
  await dropSession(db, env, uploadId);
  forgetRunning(uploadId);
}

const dropAllExpired = async (db: Db, env: StorageEnv, now?: Date) => (await dropExpired(db, env, now)).forEach(forgetRunning);

/**
 * putUploadChunk: before the chunk's bytes are read (beforeFiles), the session, the right to change the export
 * (again: one withdrawn mid-way stops the upload), the index; then the bytes go straight to their offset in the
 * session's data file. The handler then records the chunk.
 */
function putChunk(env: StorageEnv): Handler<'putUploadChunk'> {
  const handler: Handler<'putUploadChunk'> = async ({ db, session, input, files }) => {
    const actor = actorOf(session, input);
    const row = await loadSession(db, actor.userId, input.upload_id);
    const index = input.index;
    const part = files?.find((f) => f.field === 'file');
    if (!part) throw fail.rule([{ location: ['body', 'file'], key: 'upload_file_missing', code: 'required' }]);
    const expected = chunkLength(row, index);
    if (part.stored !== expected) throw fail.field(['body', 'file'], 'length', 'upload_chunk_length', { expected });
    const updated = await markReceived(db, row.upload_id, index);
    if (!updated) {
      // Being completed meanwhile (on any gateway): its file is the completion's now.
      if ((await db.query('SELECT 1 FROM storage_upload_sessions WHERE upload_id = $1', [row.upload_id])).length)
        throw fail.conflict('upload_session_busy');
      // Dropped meanwhile: not a byte of it left behind.
      await exportFiles.remove(chunksDir(env, row.upload_id));
      throw fail.notFound('upload_session_missing', { id: row.upload_id });
    }
    // The running SHA-256 moves on after the answer: the browser sends its next chunk meanwhile. A completion runs
    // after it (oneAtATime); a failure only means the completion reads the file.
    void oneAtATime(row.upload_id, () => advanceRunning(env, updated, index)).catch(() => undefined);
    return { upload_session: sessionOf(updated) };
  };
  const beforeFiles: BeforeFiles = async ({ db, session, fields }) => {
    // Multipart text values, before the schemas saw the whole request: taken as sent.
    const actor = actorOf(session, {});
    const row = await loadSession(db, actor.userId, typeof fields.upload_id === 'string' ? fields.upload_id : '');
    await openExport(db, env, actor, row.nas_id, 'change');
    // A multipart text value, checked by the schemas only once the whole request is read.
    const index = Number(fields.index);
    if (index >= chunkCount(row)) throw fail.field(['body', 'index'], 'maximum', 'upload_chunk_index', { max: chunkCount(row) - 1 });
    if (row.status !== 'open') throw fail.conflict('upload_session_busy');
    const sha256 = typeof fields.sha256 === 'string' ? fields.sha256 : undefined;
    return async (file, about) => {
      // Recorded before the status is read again, so a completion claimed meanwhile (on any gateway) either waits
      // for this write or is seen here.
      const done = await beginWrite(db, row.upload_id);
      try {
        const now = await loadSession(db, actor.userId, row.upload_id);
        if (now.status !== 'open') throw fail.conflict('upload_session_busy');
        await recordSha256(db, now, sha256);
        // Sent again: no longer stored until its bytes are all there again, and hashed from the file at completion.
        if (now.received.map(Number).includes(index)) {
          markRewritten(row.upload_id);
          await unmarkReceived(db, row.upload_id, index);
        }
        const stored = await streamChunk(env, now, index, chunkLength(now, index), file);
        return { ...about, path: dataPath(env, row.upload_id), stored };
      } finally {
        await done();
      }
    };
  };
  return Object.assign(handler, { beforeFiles });
}

export function uploadHandlers(env: StorageEnv) {
  return {
    createUploadSession: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, input.nas_id, 'change');
      const prefix = input.prefix ?? '';
      const name = input.file_name;
      const size = input.size;
      const sha256 = input.sha256 ?? null;
      const lastModified = input.last_modified === undefined ? null : new Date(input.last_modified).toISOString();
      const overwrite = input.overwrite === true;
      // Every rule of an upload, before anything is stored.
      await planUpload(db, exp, prefix, [{ name, size }], overwrite);
      const now = new Date();
      await dropAllExpired(db, env, now);
      // Resume the user's session of the same file: known by what the browser reads before hashing (the folder, name,
      // size and modification time), or by its SHA-256. A SHA-256 that contradicts the session's is another file.
      const same =
        sha256 === null && lastModified === null
          ? []
          : await db.query<SessionRow>(
              `SELECT * FROM storage_upload_sessions WHERE user_id = $1 AND nas_id = $2 AND prefix = $3 AND file_name = $4 AND size = $5
            AND overwrite = $6 AND status = 'open' AND ($7::text IS NULL OR sha256 IS NULL OR sha256 = $7)
            AND (last_modified = $8::timestamptz OR sha256 = $7) ORDER BY create_time LIMIT 1`,
              [actor.userId, exp.row.nas_id, prefix, name, size, overwrite, sha256, lastModified],
            );
      if (same[0]) return { upload_session: sessionOf(await recordSha256(db, same[0], sha256 ?? undefined)) };
      const [{ open }] = await db.query<{ open: number }>('SELECT count(*)::int AS open FROM storage_upload_sessions WHERE user_id = $1', [
        actor.userId,
      ]);
      if (open >= MAX_OPEN_SESSIONS) throw refuse.storage('upload_sessions_too_many', { max: MAX_OPEN_SESSIONS });
      const rows = await db.query<SessionRow>(
        `INSERT INTO storage_upload_sessions (upload_id, nas_id, user_id, prefix, file_name, size, sha256, last_modified, overwrite, chunk_size, create_time, expire_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [
          randomId('upl-', 16),
          exp.row.nas_id,
          actor.userId,
          prefix,
          name,
          size,
          sha256,
          lastModified,
          overwrite,
          UPLOAD_CHUNK_BYTES,
          now.toISOString(),
          new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
        ],
      );
      return { upload_session: sessionOf(rows[0]) };
    },

    listUploadSessions: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, input.nas_id);
      await dropAllExpired(db, env);
      const rows = await db.query<SessionRow>(
        `SELECT * FROM storage_upload_sessions WHERE user_id = $1 AND nas_id = $2 AND prefix = $3 AND status = 'open' ORDER BY create_time, upload_id`,
        [actor.userId, exp.row.nas_id, input.prefix ?? ''],
      );
      return { upload_session_set: rows.map(sessionOf), total_count: rows.length };
    },

    getUploadSession: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      return { upload_session: sessionOf(await loadSession(db, actor.userId, input.upload_id)) };
    },

    putUploadChunk: putChunk(env),

    completeUploadSession: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const loaded = await loadSession(db, actor.userId, input.upload_id);
      const exp = await openExport(db, env, actor, loaded.nas_id, 'change');
      if (loaded.status !== 'open') throw fail.conflict('upload_session_busy');
      const row = await recordSha256(db, loaded, input.sha256);
      if (row.sha256 === null) throw fail.field(['body', 'sha256'], 'required', 'upload_sha256_missing');
      const stored = new Set(row.received.map(Number));
      const missing = Array.from({ length: chunkCount(row) }, (_, i) => i).filter((i) => !stored.has(i));
      if (missing.length)
        throw fail.field(['body', 'upload_id'], 'chunks', 'upload_chunks_missing', { chunks: missing.slice(0, 20).join(', ') });
      if (!(await claimSession(db, row.upload_id, 'completing'))) throw fail.conflict('upload_session_busy');
      let done = false;
      try {
        // After every chunk write of the session, on any gateway (none can start now: it is 'completing').
        await writesSettled(db, row.upload_id);
        const [size, sha256] = await oneAtATime(row.upload_id, async () => {
          const current = await loadSession(db, actor.userId, row.upload_id);
          await absorbChunkFiles(env, current);
          const bytes = (await exportFiles.stat(dataPath(env, row.upload_id)))?.size ?? -1;
          return [bytes, bytes === Number(row.size) ? await dataSha256(env, current) : null] as const;
        });
        if (size !== Number(row.size) || sha256 !== row.sha256) {
          await drop(db, env, row.upload_id);
          done = true;
          throw fail.field(['body', 'upload_id'], 'checksum', 'upload_checksum_mismatch');
        }
        // The rules again, now (quota, duplicates, the folder, the IAM prefix), then one rename into place, under the
        // database's write lock of the file (storage/file-locks.ts): no other write of it, through any gateway, lands
        // between the checks and the rename.
        const target = await withFileLocks(db, [`${row.nas_id}/${row.prefix}${row.file_name}`], async (tx) => {
          const [planned] = await planUpload(tx, exp, row.prefix, [{ name: row.file_name, size }], row.overwrite);
          await exportFiles.rename(dataPath(env, row.upload_id), planned);
          return planned;
        });
        await drop(db, env, row.upload_id);
        done = true;
        return { object_set: [objectOf(row.prefix + row.file_name, await writtenStat(target))] };
      } finally {
        // A refusal by the rules keeps the session and its bytes: the upload can be completed later.
        if (!done) await claimSession(db, row.upload_id, 'open');
      }
    },

    abortUploadSession: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const row = await loadSession(db, actor.userId, input.upload_id);
      if (row.status !== 'open') throw fail.conflict('upload_session_busy');
      // After this process's hashing of the session, so none reads its file after the drop.
      await oneAtATime(row.upload_id, () => drop(db, env, row.upload_id));
      return { upload_id: row.upload_id };
    },
  } satisfies Handlers;
}
