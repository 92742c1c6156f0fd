import { refusedUnchanged } from '../../testing/refusals';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  openAsBlob,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession, SESSION_COOKIE } from '../../auth/sessions';
import type { HandlerContext } from '../../http/contract-routes';
import { SEED } from '../../seed/fixtures';
import { objectHandlers } from './objects';
import { download, exportDir, settle, startStorageWorld, upload, type StorageWorld } from './test-support';

let w: StorageWorld;
let wrf: string;
beforeAll(async () => {
  w = await startStorageWorld();
  wrf = exportDir(w.gw, SEED.nas.wrf);
}, 90_000);
afterAll(() => w?.gw.close());

type Row = Record<string, unknown>;
const names = (answer: { body: Row }) => (answer.body.object_set as Row[]).map((o) => o.object_name);

describe('getObjects', () => {
  it('lists a folder: folders first, then files, with sizes and their prefix', async () => {
    const root = await w.owner.op('getObjects', { nas_id: SEED.nas.wrf });
    expect(root.status).toBe(200);
    expect(root.body).toMatchObject({ nas_id: SEED.nas.wrf, prefix: '' });
    // Other domains (jobs) may add their own folders to this export: check the seeded entries and the order.
    const seeded = ['alice/', 'bob/', 'results/', 'scripts/', 'share/', 'wrf_case01/', 'README.txt'];
    expect(names(root).filter((n) => seeded.includes(String(n)))).toEqual(seeded);
    const kinds = (root.body.object_set as Row[]).map((o) => o.is_dir);
    expect(kinds).toEqual([...kinds].sort((a, b) => Number(b) - Number(a)));
    expect(root.body.total_count).toBe(names(root).length);
    const readme = (root.body.object_set as Row[]).find((o) => o.object_name === 'README.txt');
    expect(readme).toMatchObject({
      is_dir: false,
      prefix: '',
      size: readFileSync(join(wrf, 'README.txt')).length,
      content_type: 'text/plain',
    });
    const bySize = await w.owner.op('getObjects', { nas_id: SEED.nas.wrf, prefix: 'wrf_case01/', sort_key: 'size', reverse: 1 });
    expect(names(bySize)).toEqual([
      'wrf_case01/output/',
      'wrf_case01/namelist.input',
      'wrf_case01/run_wrf.slurm',
      'wrf_case01/namelist.wps',
      'wrf_case01/运行日志.txt',
    ]);
    const search = await w.owner.op('getObjects', { nas_id: SEED.nas.wrf, prefix: 'wrf_case01/', search_word: '日志' });
    expect(names(search)).toEqual(['wrf_case01/运行日志.txt']);
  });

  it('pages by at most 100 and counts the whole folder', async () => {
    mkdirSync(join(wrf, 'many_files'));
    for (let i = 0; i < 150; i++) writeFileSync(join(wrf, 'many_files', `f${String(i).padStart(3, '0')}.txt`), `${i}`);
    const first = await w.owner.op('getObjects', { nas_id: SEED.nas.wrf, prefix: 'many_files/' });
    expect(first.body.total_count).toBe(150);
    expect(names(first)).toHaveLength(100);
    const second = await w.owner.op('getObjects', { nas_id: SEED.nas.wrf, prefix: 'many_files/', offset: 100, limit: 100 });
    expect(names(second)[0]).toBe('many_files/f100.txt');
    expect(names(second)).toHaveLength(50);
    expect((await w.owner.op('getObjects', { nas_id: SEED.nas.wrf, limit: 101 })).status).toBe(422);
  });

  it('refuses a missing folder, an unknown export and another account’s export', async () => {
    const missing = await w.owner.op('getObjects', { nas_id: SEED.nas.wrf, prefix: 'nothere/' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The file or folder does not exist: nothere/');
    expect((await w.owner.op('getObjects', { nas_id: 'nas-nothere1' })).status).toBe(404);
    expect((await w.admin.op('getObjects', { nas_id: SEED.nas.wrf })).status).toBe(404);
  });

  it('answers 503 when the export’s directory cannot be read', async () => {
    const cfd = exportDir(w.gw, SEED.nas.cfd);
    renameSync(cfd, `${cfd}.away`);
    try {
      const answer = await w.owner.op('getObjects', { nas_id: SEED.nas.cfd });
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ ret_code: 5030, message: 'Query the Nas information is abnormal, please try again later' });
    } finally {
      renameSync(`${cfd}.away`, cfd);
    }
    expect((await w.owner.op('getObjects', { nas_id: SEED.nas.cfd })).status).toBe(200);
  });
});

describe('getObject', () => {
  it('answers the bytes as an attachment with the file name, and inline for the viewer', async () => {
    const file = await download(w.owner, { nas_id: SEED.nas.wrf, object_name: 'wrf_case01/运行日志.txt' });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(readFileSync(join(wrf, 'wrf_case01/运行日志.txt')))).toBe(true);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('运行日志.txt')}`);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    const preview = await download(w.owner, { nas_id: SEED.nas.wrf, object_name: 'wrf_case01/namelist.input', preview: 'true' });
    expect(preview.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''namelist.input");
  });

  it('downloads a file over 10 MB but refuses to preview it', async () => {
    const big = await download(w.owner, { nas_id: SEED.nas.wrf, object_name: 'results/wrfout_d01_large.nc' });
    expect(big.status).toBe(200);
    expect(big.bytes.length).toBe(12 * 1024 * 1024);
    const preview = await download(w.owner, { nas_id: SEED.nas.wrf, object_name: 'results/wrfout_d01_large.nc', preview: 'true' });
    expect(preview.status).toBe(409);
    expect(preview.json?.message).toBe('A file over 10 MB cannot be viewed online');
  });

  it('streams a large upload back byte for byte, with its length', async () => {
    // 48 MiB of varied bytes (a repeated random block would hide an offset error less well than fresh ones).
    const size = 48 * 1024 * 1024;
    const dir = mkdtempSync(join(tmpdir(), 'hpc-big-'));
    try {
      const local = join(dir, 'big.bin');
      const content = randomBytes(size);
      writeFileSync(local, content);
      const digest = createHash('sha256').update(content).digest('hex');
      const sent = await upload(
        w.owner,
        { nas_id: SEED.nas.wrf, prefix: 'results/' },
        { name: 'streamed_48m.bin', content: await openAsBlob(local) },
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const got = await download(w.owner, { nas_id: SEED.nas.wrf, object_name: 'results/streamed_48m.bin' });
      expect(got.status).toBe(200);
      expect(got.headers.get('content-length')).toBe(String(size));
      expect(got.headers.get('content-type')).toBe('application/octet-stream');
      expect(got.bytes.length).toBe(size);
      expect(createHash('sha256').update(got.bytes).digest('hex')).toBe(digest);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(join(wrf, 'results/streamed_48m.bin'), { force: true });
    }
  });

  it('answers the file as a stream from the disk, not a buffer of the whole file', async () => {
    const { db } = w.gw.gateway;
    const session = await findSession(db, w.owner.cookies.get(SESSION_COOKIE));
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) } as unknown as FastifyReply;
    const input = { nas_id: SEED.nas.wrf, object_name: 'results/wrfout_d01_large.nc' };
    const result = await objectHandlers({ dataDir: () => w.gw.dataDir }).getObject!({
      db,
      session,
      input,
      lang: 'en',
      reply,
    } as unknown as HandlerContext<'getObject'>);
    expect(result).toBeInstanceOf(Readable);
    expect(headers['content-length']).toBe(String(12 * 1024 * 1024));
    let read = 0;
    for await (const chunk of result as Readable) read += (chunk as Buffer).length;
    expect(read).toBe(12 * 1024 * 1024);
  });

  it('refuses a folder, a missing file and a path with a trailing slash', async () => {
    const folder = await download(w.owner, { nas_id: SEED.nas.wrf, object_name: 'wrf_case01' });
    expect(folder.status).toBe(409);
    expect(folder.json?.message).toBe('Folder download is not currently available');
    expect((await download(w.owner, { nas_id: SEED.nas.wrf, object_name: 'wrf_case01/nothere.txt' })).status).toBe(404);
    expect((await download(w.owner, { nas_id: SEED.nas.wrf, object_name: 'wrf_case01/' })).status).toBe(422);
  });
});

describe('putObject', () => {
  it('uploads a file into a folder, refuses the same name, and overwrites it with overwrite true', async () => {
    const first = await upload(w.owner, { nas_id: SEED.nas.wrf, prefix: 'wrf_case01/' }, { name: '新建_输入.txt', content: 'abc' });
    expect(first.status).toBe(200);
    expect(first.body.object_set).toEqual([
      expect.objectContaining({ object_name: 'wrf_case01/新建_输入.txt', is_dir: false, prefix: 'wrf_case01/', size: 3 }),
    ]);
    expect(readFileSync(join(wrf, 'wrf_case01/新建_输入.txt'), 'utf8')).toBe('abc');
    await refusedUnchanged(
      w.gw,
      () => upload(w.owner, { nas_id: SEED.nas.wrf, prefix: 'wrf_case01/' }, { name: '新建_输入.txt', content: 'other' }),
      { status: 409, message: 'Duplicate file name' },
    );
    const saved = await upload(
      w.owner,
      { nas_id: SEED.nas.wrf, prefix: 'wrf_case01/', overwrite: 'true' },
      { name: '新建_输入.txt', content: 'edited text' },
    );
    expect(saved.status).toBe(200);
    expect(readFileSync(join(wrf, 'wrf_case01/新建_输入.txt'), 'utf8')).toBe('edited text');
  });

  it('refuses a missing file part, two file parts, a bad file name, a missing folder and unknown fields', async () => {
    await refusedUnchanged(w.gw, () => upload(w.owner, { nas_id: SEED.nas.wrf, prefix: 'wrf_case01/' }), { status: 422 });
    await refusedUnchanged(
      w.gw,
      () => upload(w.owner, { nas_id: SEED.nas.wrf, prefix: 'wrf_case01/' }, { name: 'one.txt', content: '1' }, 1),
      { status: 422 },
    );
    await refusedUnchanged(w.gw, () => upload(w.owner, { nas_id: SEED.nas.wrf }, { name: 'x'.repeat(255), content: '1' }), {
      status: 409,
      message: 'A file name is 1-254 characters without /',
    });
    await refusedUnchanged(w.gw, () => upload(w.owner, { nas_id: SEED.nas.wrf, prefix: 'nothere/' }, { name: 'a.txt', content: '1' }), {
      status: 404,
    });
    await refusedUnchanged(w.gw, () => upload(w.owner, { nas_id: SEED.nas.wrf, path: '/etc/' }, { name: 'a.txt', content: '1' }), {
      status: 422,
    });
    await refusedUnchanged(w.gw, () => upload(w.owner, { nas_id: SEED.nas.wrf, prefix: '../' }, { name: 'a.txt', content: '1' }), {
      status: 422,
    });
  });

  it('keeps a file name with path segments inside the folder', async () => {
    const answer = await upload(w.owner, { nas_id: SEED.nas.wrf, prefix: 'scripts/' }, { name: '../../escape.txt', content: 'x' });
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(['scripts/escape.txt']);
    expect(existsSync(join(wrf, '..', 'escape.txt'))).toBe(false);
    expect(existsSync(join(w.gw.dataDir, 'escape.txt'))).toBe(false);
  });

  it('refuses a file over 209715200 bytes with the upload-size message and writes nothing', async () => {
    const big = join(w.gw.dataDir, 'big-upload.bin');
    writeFileSync(big, '');
    truncateSync(big, 209715201);
    await refusedUnchanged(
      w.gw,
      async () => upload(w.owner, { nas_id: SEED.nas.wrf, prefix: 'results/' }, { name: 'too_big.bin', content: await openAsBlob(big) }),
      { status: 409, message: 'The upload exceeds the size limit of 209715200 bytes' },
    );
    const staging = join(w.gw.dataDir, 'nas-staging');
    expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
  }, 60_000);
});

describe('the quota of an export', () => {
  it('refuses uploads and folders when the export is full, and uploads over the quota left', async () => {
    const shrink = await w.owner.op('capacityExport', { fs_id: SEED.fileSystem, nas_id: SEED.nas.spare, quota: 10 });
    expect(shrink.status).toBe(200);
    await settle(w.gw);
    const spare = exportDir(w.gw, SEED.nas.spare);
    writeFileSync(join(spare, 'fill.bin'), '');
    truncateSync(join(spare, 'fill.bin'), 10 * 1073741824 - 4);
    await refusedUnchanged(w.gw, () => upload(w.owner, { nas_id: SEED.nas.spare }, { name: 'five.txt', content: '12345' }), {
      status: 409,
      message: 'Upload files have exceeded storage capacity',
    });
    expect((await upload(w.owner, { nas_id: SEED.nas.spare }, { name: 'two.txt', content: '12' })).status).toBe(200);
    // Overwriting counts the replaced bytes as freed: 2 bytes replaced by 4 fill the quota exactly.
    expect((await upload(w.owner, { nas_id: SEED.nas.spare, overwrite: 'true' }, { name: 'two.txt', content: 'abcd' })).status).toBe(200);
    await refusedUnchanged(w.gw, () => upload(w.owner, { nas_id: SEED.nas.spare }, { name: 'one.txt', content: '1' }), {
      status: 409,
      message: 'storage is full',
    });
    await refusedUnchanged(w.gw, () => w.owner.op('createDirectory', { nas_id: SEED.nas.spare, prefix: '', dir_name: 'new_folder' }), {
      status: 409,
      message: 'storage is full',
    });
  });
});
