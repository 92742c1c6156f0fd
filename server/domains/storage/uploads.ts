/**
 * Resumable chunked uploads (ADR 0035): a session announces one file (name, size, SHA-256) and is checked with the
 * rules of every upload (planUpload) before any byte is stored; chunks are stored outside the export, in any order,
 * again when retried; completion joins them, checks size and SHA-256, checks the rules again and renames the file
 * into place, so a failed or mismatched upload never touches the file it would replace.
 */
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fail } from '../../http/failure';
import type { Handlers } from '../../http/contract-routes';
import { actorOf, randomId, refuse, type StorageEnv } from './common';
import { objectOf } from './files';
import { openExport, planUpload } from './objects';
import { withWriteLock } from './write-lock';
import {
  chunkCount, chunkLength, chunkPath, chunksDir, claimSession, dropExpired, dropSession, joinChunks, loadSession, markReceived,
  MAX_OPEN_SESSIONS, SESSION_TTL_MS, sessionOf, UPLOAD_CHUNK_BYTES, type SessionRow,
} from './uploads-store';

/** Where joined files wait for their checks before the rename into place (the data dir, as writeUpload's). */
const stagingDir = (env: StorageEnv) => join(env.dataDir(), 'nas-staging');

export function uploadHandlers(env: StorageEnv): Handlers {
  return {
    createUploadSession: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, String(input.nas_id), 'change');
      const prefix = String(input.prefix ?? '');
      const name = String(input.file_name);
      const size = Number(input.size);
      const sha256 = String(input.sha256);
      const overwrite = input.overwrite === true;
      // Every rule of an upload, before anything is stored.
      await planUpload(exp, actor, prefix, [{ name, size }], overwrite);
      const now = new Date();
      await dropExpired(db, env, now);
      const same = await db.query<SessionRow>(
        `SELECT * FROM storage_upload_sessions WHERE user_id = $1 AND nas_id = $2 AND prefix = $3 AND file_name = $4 AND size = $5
            AND sha256 = $6 AND overwrite = $7 AND status = 'open' ORDER BY create_time LIMIT 1`,
        [actor.userId, exp.row.nas_id, prefix, name, size, sha256, overwrite],
      );
      if (same[0]) return { upload_session: sessionOf(same[0]) };
      const [{ open }] = await db.query<{ open: number }>('SELECT count(*)::int AS open FROM storage_upload_sessions WHERE user_id = $1', [actor.userId]);
      if (open >= MAX_OPEN_SESSIONS) throw refuse.storage('upload_sessions_too_many', { max: MAX_OPEN_SESSIONS });
      const rows = await db.query<SessionRow>(
        `INSERT INTO storage_upload_sessions (upload_id, nas_id, user_id, prefix, file_name, size, sha256, overwrite, chunk_size, create_time, expire_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
        [randomId('upl-', 16), exp.row.nas_id, actor.userId, prefix, name, size, sha256, overwrite, UPLOAD_CHUNK_BYTES, now.toISOString(), new Date(now.getTime() + SESSION_TTL_MS).toISOString()],
      );
      return { upload_session: sessionOf(rows[0]) };
    },

    listUploadSessions: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const exp = await openExport(db, env, actor, String(input.nas_id));
      await dropExpired(db, env);
      const rows = await db.query<SessionRow>(
        `SELECT * FROM storage_upload_sessions WHERE user_id = $1 AND nas_id = $2 AND prefix = $3 AND status = 'open' ORDER BY create_time, upload_id`,
        [actor.userId, exp.row.nas_id, String(input.prefix ?? '')],
      );
      return { upload_session_set: rows.map(sessionOf), total_count: rows.length };
    },

    getUploadSession: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      return { upload_session: sessionOf(await loadSession(db, actor.userId, String(input.upload_id))) };
    },

    putUploadChunk: async ({ db, session, input, files }) => {
      const actor = actorOf(session, input);
      const row = await loadSession(db, actor.userId, String(input.upload_id));
      // The right to change the export's files, again: one withdrawn mid-way stops the upload.
      await openExport(db, env, actor, row.nas_id, 'change');
      const index = Number(input.index);
      if (index >= chunkCount(row)) throw fail.field(['body', 'index'], 'maximum', 'upload_chunk_index', { max: chunkCount(row) - 1 });
      const part = files?.find((f) => f.field === 'file');
      if (!part) throw fail.rule([{ location: ['body', 'file'], key: 'upload_file_missing', code: 'required' }]);
      const expected = chunkLength(row, index);
      if ((await stat(part.path)).size !== expected) throw fail.field(['body', 'file'], 'length', 'upload_chunk_length', { expected });
      if (row.status !== 'open') throw fail.conflict('upload_session_busy');
      await mkdir(chunksDir(env, row.upload_id), { recursive: true });
      const temp = `${chunkPath(env, row.upload_id, index)}.${randomId('', 8)}`;
      try {
        // The part's temporary file is moved, not copied (a copy only across file systems).
        if (part.moveTo) await part.moveTo(temp);
        else await copyFile(part.path, temp);
        await rename(temp, chunkPath(env, row.upload_id, index));
      } finally {
        await rm(temp, { force: true });
      }
      const updated = await markReceived(db, row.upload_id, index);
      if (!updated) throw fail.notFound('upload_session_missing', { id: row.upload_id });
      return { upload_session: sessionOf(updated) };
    },

    completeUploadSession: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const row = await loadSession(db, actor.userId, String(input.upload_id));
      const exp = await openExport(db, env, actor, row.nas_id, 'change');
      const stored = new Set(row.received.map(Number));
      const missing = Array.from({ length: chunkCount(row) }, (_, i) => i).filter((i) => !stored.has(i));
      if (missing.length) throw fail.field(['body', 'upload_id'], 'chunks', 'upload_chunks_missing', { chunks: missing.slice(0, 20).join(', ') });
      if (!(await claimSession(db, row.upload_id, 'completing'))) throw fail.conflict('upload_session_busy');
      const staged = join(stagingDir(env), randomId('upc-', 12));
      let done = false;
      try {
        const joined = await joinChunks(env, row, staged);
        if (joined.size !== Number(row.size) || joined.sha256 !== row.sha256) {
          await dropSession(db, env, row.upload_id);
          done = true;
          throw fail.field(['body', 'upload_id'], 'checksum', 'upload_checksum_mismatch');
        }
        // The rules again, now (quota, duplicates, the folder, the IAM prefix), then one rename into place.
        // Under the file's write lock (write-lock.ts), so no other write of it lands between the checks and the rename.
        const target = await withWriteLock([`${row.nas_id}/${row.prefix}${row.file_name}`], async () => {
          const [planned] = await planUpload(exp, actor, row.prefix, [{ name: row.file_name, size: joined.size }], row.overwrite);
          await rename(staged, planned);
          return planned;
        });
        await dropSession(db, env, row.upload_id);
        done = true;
        return { object_set: [objectOf(row.prefix + row.file_name, await stat(target))] };
      } finally {
        await rm(staged, { force: true });
        // A refusal by the rules keeps the session and its chunks: the upload can be completed later.
        if (!done) await claimSession(db, row.upload_id, 'open');
      }
    },

    abortUploadSession: async ({ db, session, input }) => {
      const actor = actorOf(session, input);
      const row = await loadSession(db, actor.userId, String(input.upload_id));
      if (row.status !== 'open') throw fail.conflict('upload_session_busy');
      await dropSession(db, env, row.upload_id);
      return { upload_id: row.upload_id };
    },
  };
}
