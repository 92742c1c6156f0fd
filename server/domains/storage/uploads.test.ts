/**
 * Resumable chunked uploads (ADR 0035): a session checked before the first byte, chunks stored outside the export
 * and retried, completion checked against the browser's SHA-256 before one rename into place.
 */
import { refusedUnchanged } from '../../testing/refusals';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../http/handler-types';
import type { Answer, TestClient } from '../../test-support';
import { exportDir, SEED, settle, startStorageWorld, type StorageWorld } from './test-support';
import { UPLOAD_CHUNK_BYTES } from './uploads-store';

let w: StorageWorld;
beforeAll(async () => {
  w = await startStorageWorld();
}, 90_000);
afterAll(() => w?.gw.close());

type Row = Record<string, unknown>;
const NAS = SEED.nas.wrf;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const create = (client: TestClient, body: Row) => client.call('POST', '/nas/upload_sessions/create', { nas_id: NAS, ...body });
const complete = (client: TestClient, uploadId: string) => client.op('completeUploadSession', { upload_id: uploadId });

async function putChunk(client: TestClient, uploadId: unknown, index: number, bytes: Buffer): Promise<Answer> {
  const form = new FormData();
  form.append('upload_id', String(uploadId));
  form.append('index', String(index));
  form.append('file', new Blob([new Uint8Array(bytes)]), 'chunk');
  const response = await fetch(`${client.api}/nas/upload_sessions/chunk`, {
    method: 'POST',
    headers: {
      'accept-language': client.lang,
      'x-csrf-token': client.csrf ?? '',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Row) : {}, headers: response.headers };
}

const chunkOf = (bytes: Buffer, index: number) => bytes.subarray(index * UPLOAD_CHUNK_BYTES, (index + 1) * UPLOAD_CHUNK_BYTES);
/** The session a createUploadSession (or other session operation) answered; called untyped where the request is bad on purpose. */
const session = (answer: { body: Record<string, unknown> }) => answer.body.upload_session as Schema<'NasUploadSession'>;
const uploadsDir = () => join(w.gw.dataDir, 'nas-uploads');
const sessionRows = async () => (await w.gw.gateway.db.query('SELECT upload_id FROM storage_upload_sessions')).length;

describe('a chunked upload', () => {
  it('interrupted after its first chunk, resumed by asking again for the same file, lands byte-identical', async () => {
    const bytes = randomBytes(2 * UPLOAD_CHUNK_BYTES + 12345);
    const announce = { prefix: 'results/', file_name: 'wrfout_d01.nc', size: bytes.length, sha256: sha(bytes) };
    const started = await create(w.owner, announce);
    expect(started.status).toBe(200);
    const id = session(started).upload_id;
    expect(session(started)).toMatchObject({ chunk_size: UPLOAD_CHUNK_BYTES, chunk_count: 3, received_chunks: [] });
    expect((await putChunk(w.owner, id, 0, chunkOf(bytes, 0))).status).toBe(200);
    // A chunk cut short by a dropped connection is refused and not kept.
    const cut = await putChunk(w.owner, id, 1, chunkOf(bytes, 1).subarray(0, 1000));
    expect(cut.status).toBe(409);
    expect(cut.body.message).toBe(`This chunk must be ${UPLOAD_CHUNK_BYTES} bytes long`);
    // Nothing shows in the folder, nothing counts in it: the chunks are outside the export.
    expect(existsSync(join(exportDir(w.gw, NAS), 'results/wrfout_d01.nc'))).toBe(false);
    // After a reload: the folder's unfinished uploads, and the same file asked again resumes the same session.
    const listed = await w.owner.op('listUploadSessions', { nas_id: NAS, prefix: 'results/' });
    expect((listed.body.upload_session_set as Row[]).map((s) => [s.upload_id, s.received_chunks])).toEqual([[id, [0]]]);
    const resumed = await create(w.owner, announce);
    expect(session(resumed)).toMatchObject({ upload_id: id, received_chunks: [0] });
    // Completing before every chunk is there is refused, naming them.
    await refusedUnchanged(w.gw, () => complete(w.owner, id), { status: 409, message: 'Some chunks of the upload are missing: 1, 2' });
    expect((await putChunk(w.owner, id, 2, chunkOf(bytes, 2))).status).toBe(200);
    // A retried chunk (its answer lost) is harmless.
    expect((await putChunk(w.owner, id, 2, chunkOf(bytes, 2))).status).toBe(200);
    const last = await putChunk(w.owner, id, 1, chunkOf(bytes, 1));
    expect(session(last).received_chunks).toEqual([0, 1, 2]);
    const done = await complete(w.owner, id);
    expect(done.status).toBe(200);
    expect(done.body.object_set).toEqual([expect.objectContaining({ object_name: 'results/wrfout_d01.nc', size: bytes.length })]);
    expect(sha(readFileSync(join(exportDir(w.gw, NAS), 'results/wrfout_d01.nc')))).toBe(sha(bytes));
    // The session and its chunks are gone.
    expect((await w.owner.op('getUploadSession', { upload_id: id })).status).toBe(404);
    expect(readdirSync(uploadsDir())).toEqual([]);
  }, 60_000);

  it('refuses a file that does not match its checksum and keeps the file it would have replaced', async () => {
    const target = join(exportDir(w.gw, NAS), 'results/keep_me.dat');
    writeFileSync(target, 'the precious original');
    const bytes = randomBytes(UPLOAD_CHUNK_BYTES + 10);
    const started = await create(w.owner, {
      prefix: 'results/',
      file_name: 'keep_me.dat',
      size: bytes.length,
      sha256: sha(randomBytes(8)),
      overwrite: true,
    });
    expect(started.status).toBe(200);
    const id = session(started).upload_id;
    await putChunk(w.owner, id, 0, chunkOf(bytes, 0));
    await putChunk(w.owner, id, 1, chunkOf(bytes, 1));
    const refused = await complete(w.owner, id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The uploaded file does not match its checksum; nothing was written, upload it again');
    expect(readFileSync(target, 'utf8')).toBe('the precious original');
    expect(await sessionRows()).toBe(0);
    expect(readdirSync(uploadsDir())).toEqual([]);
  }, 60_000);

  it('replaces a file only with overwrite, by one rename once the checksum holds', async () => {
    const bytes = randomBytes(UPLOAD_CHUNK_BYTES + 1);
    const announce = { prefix: 'results/', file_name: 'keep_me.dat', size: bytes.length, sha256: sha(bytes) };
    await refusedUnchanged(w.gw, () => create(w.owner, announce), { status: 409, message: 'Duplicate file name' });
    const id = session(await create(w.owner, { ...announce, overwrite: true })).upload_id;
    await putChunk(w.owner, id, 0, chunkOf(bytes, 0));
    await putChunk(w.owner, id, 1, chunkOf(bytes, 1));
    expect((await complete(w.owner, id)).status).toBe(200);
    expect(readFileSync(join(exportDir(w.gw, NAS), 'results/keep_me.dat')).equals(bytes)).toBe(true);
  }, 60_000);
});

describe('the rules, before the first byte', () => {
  const file = { file_name: 'input.bin', size: UPLOAD_CHUNK_BYTES * 2, sha256: 'a'.repeat(64) };

  it('refuses over the size limit, and over the quota left or when the export is full, storing nothing', async () => {
    await refusedUnchanged(w.gw, () => create(w.owner, { ...file, size: 209715201 }), { status: 422 });
    const shrink = await w.owner.op('capacityExport', { fs_id: SEED.fileSystem, nas_id: SEED.nas.spare, quota: 10 });
    expect(shrink.status).toBe(200);
    await settle(w.gw);
    const spare = exportDir(w.gw, SEED.nas.spare);
    writeFileSync(join(spare, 'fill.bin'), '');
    truncateSync(join(spare, 'fill.bin'), 10 * 1073741824 - UPLOAD_CHUNK_BYTES);
    await refusedUnchanged(w.gw, () => create(w.owner, { ...file, nas_id: SEED.nas.spare }), {
      status: 409,
      message: 'Upload files have exceeded storage capacity',
    });
    truncateSync(join(spare, 'fill.bin'), 10 * 1073741824);
    await refusedUnchanged(w.gw, () => create(w.owner, { ...file, nas_id: SEED.nas.spare }), { status: 409, message: 'storage is full' });
  }, 60_000);

  it('refuses traversal, a symlink out of the export and names outside the rules', async () => {
    await refusedUnchanged(w.gw, () => create(w.owner, { ...file, prefix: '../' }), { status: 422 });
    await refusedUnchanged(w.gw, () => create(w.owner, { ...file, prefix: 'results/../../' }), { status: 422 });
    await refusedUnchanged(w.gw, () => create(w.owner, { ...file, file_name: '../escape.bin' }), { status: 422 });
    await refusedUnchanged(w.gw, () => create(w.owner, { ...file, file_name: '..' }), { status: 422 });
    await refusedUnchanged(w.gw, () => create(w.owner, { ...file, file_name: 'x'.repeat(255) }), { status: 422 });
    const root = exportDir(w.gw, NAS);
    mkdirSync(join(root, 'linked_up'), { recursive: true });
    symlinkSync('/tmp', join(root, 'linked_up/out'));
    await refusedUnchanged(w.gw, () => create(w.owner, { ...file, prefix: 'linked_up/out/' }), { status: 403 });
  });

  it('keeps an IAM user inside its folder', async () => {
    await refusedUnchanged(w.gw, () => create(w.alice, { ...file, prefix: 'bob/' }), { status: 403 });
    await refusedUnchanged(w.gw, () => create(w.alice, { ...file, prefix: '' }), { status: 403 });
    const own = await create(w.alice, { ...file, prefix: 'alice/' });
    expect(own.status).toBe(200);
    expect((await w.alice.op('abortUploadSession', { upload_id: session(own).upload_id })).status).toBe(200);
  });
});

describe("someone else's upload session", () => {
  it('cannot be read, written, completed nor aborted by another user', async () => {
    const bytes = randomBytes(UPLOAD_CHUNK_BYTES + 5);
    const own = await create(w.alice, { prefix: 'alice/', file_name: 'mine.bin', size: bytes.length, sha256: sha(bytes) });
    const id = session(own).upload_id;
    for (const other of [w.owner, w.sub, w.admin]) {
      expect((await other.op('getUploadSession', { upload_id: id })).status).toBe(404);
      await refusedUnchanged(w.gw, () => putChunk(other, id, 0, chunkOf(bytes, 0)), { status: 404 });
      await refusedUnchanged(w.gw, () => complete(other, id), { status: 404 });
      await refusedUnchanged(w.gw, () => other.op('abortUploadSession', { upload_id: id }), { status: 404 });
      const listed = await other.op('listUploadSessions', { nas_id: NAS, prefix: 'alice/' });
      expect(listed.body.upload_session_set ?? []).toEqual([]);
    }
    // The owner's chunk index past the end and a wrong length are refused, naming the field.
    await refusedUnchanged(w.gw, () => putChunk(w.alice, id, 2, Buffer.from('x')), {
      status: 409,
      message: 'The chunk number must be from 0 to 1',
    });
    expect((await w.alice.op('abortUploadSession', { upload_id: id })).status).toBe(200);
    expect((await w.alice.op('getUploadSession', { upload_id: id })).status).toBe(404);
  });
});

describe('a chunked upload hashed while it is sent (ADR 0035, revision)', () => {
  const field = (answer: Answer) => (answer.body.validation as Row[] | undefined)?.map((v) => (v.location as string[]).join('.'));
  const putWithSha = async (client: TestClient, uploadId: unknown, index: number, bytes: Buffer, sha256: string) => {
    const form = new FormData();
    form.append('upload_id', String(uploadId));
    form.append('index', String(index));
    form.append('sha256', sha256);
    form.append('file', new Blob([new Uint8Array(bytes)]), 'chunk');
    const response = await fetch(`${client.api}/nas/upload_sessions/chunk`, {
      method: 'POST',
      headers: {
        'accept-language': client.lang,
        'x-csrf-token': client.csrf ?? '',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Row) : {}, headers: response.headers } as Answer;
  };
  const completeWith = (client: TestClient, uploadId: string, sha256?: string) =>
    client.op('completeUploadSession', { upload_id: uploadId, ...(sha256 ? { sha256 } : {}) });
  const stored = (name: string) => readFileSync(join(exportDir(w.gw, NAS), 'results', name));

  it('starts without a SHA-256, records the one a chunk brings, refuses a different one, and resumes by it', async () => {
    const bytes = randomBytes(2 * UPLOAD_CHUNK_BYTES + 7);
    const announce = { prefix: 'results/', file_name: 'later.nc', size: bytes.length };
    const started = await create(w.owner, announce);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = session(started).upload_id;
    expect(session(started).sha256).toBeUndefined();
    // Without a SHA-256 nothing is resumed: asking again starts another session.
    const other = await create(w.owner, announce);
    expect(session(other).upload_id).not.toBe(id);
    expect((await w.owner.op('abortUploadSession', { upload_id: session(other).upload_id })).status).toBe(200);
    expect((await putChunk(w.owner, id, 0, chunkOf(bytes, 0))).status).toBe(200);
    const withSha = await putWithSha(w.owner, id, 1, chunkOf(bytes, 1), sha(bytes));
    expect(session(withSha)).toMatchObject({ sha256: sha(bytes), received_chunks: [0, 1] });
    // A different SHA-256 later is refused, naming the field, and the chunk is not stored.
    const conflict = await putWithSha(w.owner, id, 2, chunkOf(bytes, 2), sha(randomBytes(4)));
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe('This SHA-256 checksum differs from the one the upload already has');
    expect(field(conflict)).toEqual(['body.sha256']);
    expect(session(await w.owner.op('getUploadSession', { upload_id: id }))).toMatchObject({ sha256: sha(bytes), received_chunks: [0, 1] });
    await refusedUnchanged(w.gw, () => completeWith(w.owner, id, sha(randomBytes(4))), {
      status: 409,
      message: 'This SHA-256 checksum differs from the one the upload already has',
    });
    // After a reload, the file hashed first and announced with its SHA-256 resumes the session that recorded it later.
    const resumed = await create(w.owner, { ...announce, sha256: sha(bytes) });
    expect(session(resumed)).toMatchObject({ upload_id: id, received_chunks: [0, 1] });
    expect((await putChunk(w.owner, id, 2, chunkOf(bytes, 2))).status).toBe(200);
    expect((await completeWith(w.owner, id)).status).toBe(200);
    expect(stored('later.nc').equals(bytes)).toBe(true);
  }, 60_000);

  it('refuses the completion while no SHA-256 was ever given, in the request language, and takes it with the completion', async () => {
    const bytes = randomBytes(UPLOAD_CHUNK_BYTES + 3);
    const id = session(await create(w.owner, { prefix: 'results/', file_name: 'no_sha.nc', size: bytes.length })).upload_id;
    await putChunk(w.owner, id, 0, chunkOf(bytes, 0));
    await putChunk(w.owner, id, 1, chunkOf(bytes, 1));
    await refusedUnchanged(w.gw, () => completeWith(w.owner, id), {
      status: 409,
      message: 'The SHA-256 checksum of the file is missing: send it with a chunk or with the completion',
    });
    const zh = await w.owner.op('completeUploadSession', { upload_id: id }, { 'accept-language': 'zh-CN' });
    expect([zh.status, zh.body.message, field(zh)]).toEqual([
      409,
      '缺少文件的 SHA-256 校验和：请随分片或完成请求一起发送',
      ['body.sha256'],
    ]);
    const done = await completeWith(w.owner, id, sha(bytes));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(stored('no_sha.nc').equals(bytes)).toBe(true);
  }, 60_000);

  it('refuses a SHA-256 given at completion that the bytes do not match, keeping the file it would have replaced', async () => {
    const target = join(exportDir(w.gw, NAS), 'results/precious.dat');
    writeFileSync(target, 'the original, untouched');
    const bytes = randomBytes(UPLOAD_CHUNK_BYTES + 3);
    const id = session(
      await create(w.owner, { prefix: 'results/', file_name: 'precious.dat', size: bytes.length, overwrite: true }),
    ).upload_id;
    await putChunk(w.owner, id, 0, chunkOf(bytes, 0));
    await putChunk(w.owner, id, 1, chunkOf(bytes, 1));
    const refused = await completeWith(w.owner, id, sha(Buffer.concat([bytes.subarray(1), Buffer.from('x')])));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The uploaded file does not match its checksum; nothing was written, upload it again');
    expect(readFileSync(target, 'utf8')).toBe('the original, untouched');
    expect(await sessionRows()).toBe(0);
    expect(readdirSync(uploadsDir())).toEqual([]);
  }, 60_000);

  it('lands byte-identical with chunks out of order, three at once, and a chunk sent twice with other bytes first', async () => {
    const bytes = randomBytes(5 * UPLOAD_CHUNK_BYTES + 99);
    const id = session(await create(w.owner, { prefix: 'results/', file_name: 'shuffled.nc', size: bytes.length })).upload_id;
    // Chunk 0 first with wrong bytes (hashed as they came), later again with the right ones.
    expect((await putChunk(w.owner, id, 0, randomBytes(UPLOAD_CHUNK_BYTES))).status).toBe(200);
    expect((await putChunk(w.owner, id, 3, chunkOf(bytes, 3))).status).toBe(200);
    const three = await Promise.all([2, 1, 5].map((i) => putChunk(w.owner, id, i, chunkOf(bytes, i))));
    expect(three.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await putWithSha(w.owner, id, 4, chunkOf(bytes, 4), sha(bytes))).status).toBe(200);
    expect((await putChunk(w.owner, id, 0, chunkOf(bytes, 0))).status).toBe(200);
    expect((await completeWith(w.owner, id)).status).toBe(200);
    expect(stored('shuffled.nc').equals(bytes)).toBe(true);
  }, 60_000);

  it('refuses a chunk longer than its place, writing nothing past it: the chunk after it stays whole', async () => {
    const bytes = randomBytes(3 * UPLOAD_CHUNK_BYTES + 10);
    const id = session(
      await create(w.owner, { prefix: 'results/', file_name: 'spill.nc', size: bytes.length, sha256: sha(bytes) }),
    ).upload_id;
    expect((await putChunk(w.owner, id, 2, chunkOf(bytes, 2))).status).toBe(200);
    // Chunk 1 with 4 KB too many: they would land on chunk 2 (refused by the part's limit, the contract's chunk size).
    const long = await putChunk(w.owner, id, 1, Buffer.concat([chunkOf(bytes, 1), randomBytes(4096)]));
    expect(long.body.message).toBe(`The upload exceeds the size limit of ${UPLOAD_CHUNK_BYTES} bytes`);
    // The last chunk (10 bytes) with 4 KB too many: past the file's end (refused by the session's own length).
    const longLast = await putChunk(w.owner, id, 3, Buffer.concat([chunkOf(bytes, 3), randomBytes(4096)]));
    expect(longLast.status).toBe(409);
    expect(longLast.body.message).toBe('This chunk must be 10 bytes long');
    expect(session(await w.owner.op('getUploadSession', { upload_id: id })).received_chunks).toEqual([2]);
    for (const i of [0, 1, 3]) expect((await putChunk(w.owner, id, i, chunkOf(bytes, i))).status).toBe(200);
    const done = await complete(w.owner, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(stored('spill.nc').equals(bytes)).toBe(true);
  }, 60_000);

  it('stops counting a chunk sent again until all its bytes are there again; cut short, it is missing at completion', async () => {
    const bytes = randomBytes(2 * UPLOAD_CHUNK_BYTES + 7);
    const id = session(
      await create(w.owner, { prefix: 'results/', file_name: 'resent.nc', size: bytes.length, sha256: sha(bytes) }),
    ).upload_id;
    for (const i of [0, 1, 2]) expect((await putChunk(w.owner, id, i, chunkOf(bytes, i))).status).toBe(200);
    // Chunk 1 again, cut short after 1 MB by a dropped connection: its place holds other bytes now.
    const cut = await putChunk(w.owner, id, 1, randomBytes(1024 * 1024));
    expect(cut.status).toBe(409);
    expect(session(await w.owner.op('getUploadSession', { upload_id: id })).received_chunks).toEqual([0, 2]);
    await refusedUnchanged(w.gw, () => complete(w.owner, id), { status: 409, message: 'Some chunks of the upload are missing: 1' });
    expect((await putChunk(w.owner, id, 1, chunkOf(bytes, 1))).status).toBe(200);
    const done = await complete(w.owner, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(stored('resent.nc').equals(bytes)).toBe(true);
  }, 60_000);

  it('completes a session whose first chunks a gateway of before the data file stored as one file per chunk', async () => {
    const bytes = randomBytes(2 * UPLOAD_CHUNK_BYTES + 5);
    const id = String(
      session(await create(w.owner, { prefix: 'results/', file_name: 'upgraded.nc', size: bytes.length, sha256: sha(bytes) })).upload_id,
    );
    // What the older gateway left: chunks 0 and 1 as files named by their index, recorded as received.
    mkdirSync(join(uploadsDir(), id), { recursive: true });
    for (const i of [0, 1]) writeFileSync(join(uploadsDir(), id, String(i)), chunkOf(bytes, i));
    await w.gw.gateway.db.query("UPDATE storage_upload_sessions SET received = '{0,1}', chunk_writes = 2 WHERE upload_id = $1", [id]);
    expect((await putChunk(w.owner, id, 2, chunkOf(bytes, 2))).status).toBe(200);
    const done = await complete(w.owner, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(stored('upgraded.nc').equals(bytes)).toBe(true);
    expect(existsSync(join(uploadsDir(), id))).toBe(false);
  }, 60_000);

  it('completes in order and after the gateway forgot its running SHA-256 (a restart) alike', async () => {
    const { forgetRunning, oneAtATime } = await import('./upload-data');
    for (const [name, restart] of [
      ['in_order.nc', false],
      ['restarted.nc', true],
    ] as const) {
      const bytes = randomBytes(3 * UPLOAD_CHUNK_BYTES + 1);
      const id = session(await create(w.owner, { prefix: 'results/', file_name: name, size: bytes.length })).upload_id;
      for (const i of [0, 1]) expect((await putChunk(w.owner, id, i, chunkOf(bytes, i))).status).toBe(200);
      // A restart after the hashing of the chunks answered so far (it goes on after their answers).
      if (restart) await oneAtATime(String(id), async () => forgetRunning(String(id)));
      for (const i of [2, 3]) expect((await putChunk(w.owner, id, i, chunkOf(bytes, i))).status).toBe(200);
      // A wrong SHA-256 is refused whichever way the file was hashed (and the session with it).
      if (!restart) expect((await completeWith(w.owner, id, sha(chunkOf(bytes, 0)))).status).toBe(409);
      const again = restart ? id : session(await create(w.owner, { prefix: 'results/', file_name: name, size: bytes.length })).upload_id;
      if (!restart) for (const i of [0, 1, 2, 3]) await putChunk(w.owner, again, i, chunkOf(bytes, i));
      const done = await completeWith(w.owner, again, sha(bytes));
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(stored(name).equals(bytes)).toBe(true);
    }
  }, 60_000);
});

describe('an unfinished upload found again by what the browser knows before hashing', () => {
  const MTIME = '2026-11-27T09:14:05.123Z';
  /** Discards every unfinished session of `userId`, as its user (the panel's Discard). */
  const abortAll = async (client: TestClient, userId: string) => {
    for (const row of await w.gw.gateway.db.query<{ upload_id: string }>(
      'SELECT upload_id FROM storage_upload_sessions WHERE user_id = $1',
      [userId],
    )) {
      expect((await client.op('abortUploadSession', { upload_id: row.upload_id })).status).toBe(200);
    }
    expect(await w.gw.gateway.db.query('SELECT 1 FROM storage_upload_sessions WHERE user_id = $1', [userId])).toEqual([]);
  };

  it('resumes a session created without a SHA-256 by folder, name, size and modification time; the missing chunks only, then it is gone', async () => {
    const bytes = randomBytes(7 * UPLOAD_CHUNK_BYTES + 99);
    const announce = { prefix: 'results/', file_name: 'wrfout_60m.nc', size: bytes.length, last_modified: MTIME };
    const first = await create(w.owner, announce);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const id = session(first).upload_id;
    expect(session(first)).toMatchObject({ chunk_count: 8, last_modified: MTIME });
    expect(session(first).sha256).toBeUndefined();
    for (const i of [0, 1, 2]) expect((await putChunk(w.owner, id, i, chunkOf(bytes, i))).status).toBe(200);
    // The page reloaded: the same file chosen again, announced with what the browser reads at once.
    const again = await create(w.owner, announce);
    expect(session(again)).toMatchObject({ upload_id: id, received_chunks: [0, 1, 2] });
    // As the console did before, with the SHA-256 computed first: still the same session.
    const hashed = await create(w.owner, { ...announce, sha256: sha(bytes) });
    expect(session(hashed)).toMatchObject({ upload_id: id, received_chunks: [0, 1, 2] });
    expect(await sessionRows()).toBe(1);
    for (let i = 3; i < 8; i++) expect((await putChunk(w.owner, id, i, chunkOf(bytes, i))).status).toBe(200);
    expect((await complete(w.owner, id)).status).toBe(200);
    expect(readFileSync(join(exportDir(w.gw, NAS), 'results/wrfout_60m.nc')).equals(bytes)).toBe(true);
    // Nothing unfinished is left to list.
    const listed = await w.owner.op('listUploadSessions', { nas_id: NAS, prefix: 'results/' });
    expect(listed.body.upload_session_set).toEqual([]);
  }, 60_000);

  it('starts a new session for another modification time, another size, or a SHA-256 that contradicts the recorded one', async () => {
    const bytes = randomBytes(UPLOAD_CHUNK_BYTES + 10);
    const announce = { prefix: 'results/', file_name: 'changed.nc', size: bytes.length, last_modified: MTIME };
    const id = session(await create(w.owner, announce)).upload_id;
    expect((await putChunk(w.owner, id, 0, chunkOf(bytes, 0))).status).toBe(200);
    const later = await create(w.owner, { ...announce, last_modified: '2026-11-27T09:14:05.124Z' });
    expect(session(later).upload_id).not.toBe(id);
    expect(session(later).received_chunks).toEqual([]);
    const larger = await create(w.owner, { ...announce, size: bytes.length + 1 });
    expect(session(larger).upload_id).not.toBe(id);
    // Once the session knows its SHA-256 (a chunk brought it), a different one is another file.
    await w.gw.gateway.db.query('UPDATE storage_upload_sessions SET sha256 = $2 WHERE upload_id = $1', [id, sha(bytes)]);
    const contradicted = await create(w.owner, { ...announce, sha256: sha(randomBytes(8)) });
    expect(session(contradicted).upload_id).not.toBe(id);
    expect(session(await create(w.owner, announce)).upload_id).toBe(id);
    await abortAll(w.owner, 'usr-owner');
  }, 60_000);

  it("never resumes another user's session, whoever asks", async () => {
    const announce = { prefix: 'alice/', file_name: 'hers.nc', size: UPLOAD_CHUNK_BYTES + 1, last_modified: MTIME };
    const hers = await create(w.alice, announce);
    expect(hers.status, JSON.stringify(hers.body)).toBe(200);
    const id = session(hers).upload_id;
    for (const [other, userId] of [
      [w.owner, 'usr-owner'],
      [w.sub, 'usr-sub'],
      [w.admin, 'usr-admin'],
    ] as const) {
      const asked = await create(other, announce);
      // A new session of the asker's own where it may write; otherwise refused (and hers untouched either way).
      if (asked.status === 200) {
        expect(session(asked).upload_id).not.toBe(id);
        expect(session(asked).received_chunks).toEqual([]);
        await abortAll(other, userId);
      } else expect(asked.status).toBeGreaterThanOrEqual(400);
    }
    expect(session(await w.alice.op('getUploadSession', { upload_id: id }))).toMatchObject({ upload_id: id });
    expect(session(await create(w.alice, announce)).upload_id).toBe(id);
    await abortAll(w.alice, 'iam-alice');
  }, 60_000);
});
