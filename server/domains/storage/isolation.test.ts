import { refusedUnchanged } from '../../testing/refusals';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import { download, exportDir, startStorageWorld, upload, type StorageWorld } from './test-support';

let w: StorageWorld;
let wrf: string;
let outside: string;
beforeAll(async () => {
  w = await startStorageWorld();
  wrf = exportDir(w.gw, SEED.nas.wrf);
  // A directory outside every export, reachable only through symlinks planted inside the wrf export.
  outside = mkdtempSync(join(tmpdir(), 'hpc-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'outside the export');
  symlinkSync(outside, join(wrf, 'escape'));
  symlinkSync(join(outside, 'secret.txt'), join(wrf, 'secret_link.txt'));
  symlinkSync(join(outside, 'dangling.txt'), join(wrf, 'dangling.txt'));
  symlinkSync(join(wrf, 'wrf_case01'), join(wrf, 'case_link'));
}, 90_000);
afterAll(() => w?.gw.close());

type Row = Record<string, unknown>;
const NAS = SEED.nas.wrf;
const names = (answer: { body: Row }) => (answer.body.object_set as Row[]).map((o) => o.object_name);

/** A GET with the query written by hand, to send encodings URLSearchParams would escape. */
async function rawGet(path: string, query: string) {
  const response = await fetch(`${w.owner.api}${path}?${query}`, {
    headers: { cookie: [...w.owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'accept-language': 'en' },
  });
  return { status: response.status, text: await response.text() };
}

describe('no path escapes its export', () => {
  it('refuses ../, absolute and encoded paths before anything is read', async () => {
    for (const prefix of ['../', 'wrf_case01/../../', '/etc/', './']) {
      expect((await w.owner.op('getObjects', { nas_id: NAS, prefix })).status, prefix).toBe(422);
    }
    for (const objectName of ['../secret.txt', '/etc/hostname', 'wrf_case01/../../../etc/hostname']) {
      expect((await download(w.owner, { nas_id: NAS, object_name: objectName })).status, objectName).toBe(422);
    }
    expect((await rawGet('/nas/get_objects', `nas_id=${NAS}&prefix=%2e%2e%2f`)).status).toBe(422);
    expect((await rawGet('/nas/get_object', `nas_id=${NAS}&object_name=%2e%2e%2f%2e%2e%2fetc%2fhostname`)).status).toBe(422);
    // Encoded twice, the escape is only a strange name: nothing by that name exists inside the export.
    const twice = await rawGet('/nas/get_object', `nas_id=${NAS}&object_name=%252e%252e%252fsecret.txt`);
    expect(twice.status).toBe(404);
    expect(twice.text).not.toContain('outside the export');
  });

  it('does not list symlinks that lead outside, and lists those that stay inside', async () => {
    const root = await w.owner.op('getObjects', { nas_id: NAS, limit: 100 });
    expect(names(root)).not.toContain('escape/');
    expect(names(root)).not.toContain('secret_link.txt');
    expect(names(root)).not.toContain('dangling.txt');
    expect(names(root)).toContain('case_link/');
  });

  it('refuses to read, list, write, move or delete through a symlink that leads outside', async () => {
    await refusedUnchanged(w.gw, () => w.owner.op('getObjects', { nas_id: NAS, prefix: 'escape/' }), {
      status: 403,
      message: 'The path is outside the mount point: escape/',
    });
    const read = await download(w.owner, { nas_id: NAS, object_name: 'escape/secret.txt' });
    expect(read.status).toBe(403);
    expect(read.bytes.toString()).not.toContain('outside the export');
    expect((await download(w.owner, { nas_id: NAS, object_name: 'secret_link.txt' })).status).toBe(403);
    await refusedUnchanged(w.gw, () => upload(w.owner, { nas_id: NAS, prefix: 'escape/' }, { name: 'planted.txt', content: 'x' }), {
      status: 403,
    });
    await refusedUnchanged(w.gw, () => upload(w.owner, { nas_id: NAS, overwrite: 'true' }, { name: 'dangling.txt', content: 'x' }), {
      status: 403,
    });
    expect(existsSync(join(outside, 'dangling.txt'))).toBe(false);
    await refusedUnchanged(w.gw, () => w.owner.op('createDirectory', { nas_id: NAS, prefix: 'escape/', dir_name: 'planted_dir' }), {
      status: 403,
    });
    await refusedUnchanged(w.gw, () => w.owner.op('moveObject', { nas_id: NAS, source: 'README.txt', target: 'escape/README.txt' }), {
      status: 403,
    });
    await refusedUnchanged(w.gw, () => w.owner.op('moveObject', { nas_id: NAS, source: 'escape/secret.txt', target: 'stolen.txt' }), {
      status: 403,
    });
    await refusedUnchanged(w.gw, () => w.owner.op('deleteObjects', { nas_id: NAS, object_names: ['escape/secret.txt'] }), { status: 403 });
    expect(existsSync(join(outside, 'secret.txt'))).toBe(true);
  });

  it('reads through a symlink that stays inside the export', async () => {
    const file = await download(w.owner, { nas_id: NAS, object_name: 'case_link/namelist.input' });
    expect(file.status).toBe(200);
    expect(file.bytes.toString()).toContain('&time_control');
  });
});

describe('IAM users only use paths that include their name', () => {
  it('lists only the user’s folder at the root and refuses other folders', async () => {
    const root = await w.alice.op('getObjects', { nas_id: NAS });
    expect(root.status).toBe(200);
    expect(names(root)).toEqual(['alice/']);
    expect(root.body.total_count).toBe(1);
    const own = await w.alice.op('getObjects', { nas_id: NAS, prefix: 'alice/wrf_case01/' });
    expect(names(own)).toEqual(['alice/wrf_case01/output/', 'alice/wrf_case01/namelist.input', 'alice/wrf_case01/运行日志.txt']);
    const other = await w.alice.op('getObjects', { nas_id: NAS, prefix: 'bob/' });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You may only use files whose path includes your IAM user name: bob/');
    // The owner sees everything.
    expect(names(await w.owner.op('getObjects', { nas_id: NAS }))).toContain('bob/');
  });

  it('downloads only the user’s files', async () => {
    expect((await download(w.alice, { nas_id: NAS, object_name: 'alice/README.md' })).status).toBe(200);
    const foreign = await download(w.alice, { nas_id: NAS, object_name: 'bob/notes.txt' });
    expect(foreign.status).toBe(403);
    expect(foreign.bytes.toString()).not.toContain('bob only');
    expect((await download(w.alice, { nas_id: NAS, object_name: 'README.txt' })).status).toBe(403);
  });

  it('writes only under the user’s folder', async () => {
    await refusedUnchanged(w.gw, () => upload(w.alice, { nas_id: NAS }, { name: 'root.txt', content: 'x' }), { status: 403 });
    await refusedUnchanged(w.gw, () => upload(w.alice, { nas_id: NAS, prefix: 'bob/' }, { name: 'x.txt', content: 'x' }), { status: 403 });
    expect((await upload(w.alice, { nas_id: NAS, prefix: 'alice/' }, { name: 'mine.txt', content: 'x' })).status).toBe(200);
    await refusedUnchanged(w.gw, () => w.alice.op('createDirectory', { nas_id: NAS, prefix: '', dir_name: 'alice_two' }), { status: 403 });
    expect((await w.alice.op('createDirectory', { nas_id: NAS, prefix: 'alice/', dir_name: 'case_03' })).status).toBe(200);
    await refusedUnchanged(w.gw, () => w.alice.op('moveObject', { nas_id: NAS, source: 'alice/mine.txt', target: 'mine.txt' }), {
      status: 403,
    });
    await refusedUnchanged(w.gw, () => w.alice.op('moveObject', { nas_id: NAS, source: 'bob/notes.txt', target: 'alice/notes.txt' }), {
      status: 403,
    });
    await refusedUnchanged(w.gw, () => w.alice.op('moveObject', { nas_id: NAS, source: 'alice/', target: 'bob/alice/' }), {
      status: 409,
      message: 'Cannot move the root folder',
    });
    expect((await w.alice.op('moveObject', { nas_id: NAS, source: 'alice/mine.txt', target: 'alice/case_03/mine.txt' })).status).toBe(200);
  });

  it('cannot delete the user’s own folder, nor anything outside it, and nothing is deleted then', async () => {
    await refusedUnchanged(w.gw, () => w.alice.op('deleteObjects', { nas_id: NAS, object_names: ['alice/'] }), {
      status: 409,
      message: 'Cannot delete the root folder',
    });
    await refusedUnchanged(w.gw, () => w.alice.op('deleteObjects', { nas_id: NAS, object_names: ['alice/README.md', 'bob/notes.txt'] }), {
      status: 403,
    });
    const own = await w.alice.op('deleteObjects', { nas_id: NAS, object_names: ['alice/README.md'] });
    expect(own.body.deleted_count).toBe(1);
  });

  it('signs only the user’s uploads and downloads', async () => {
    await refusedUnchanged(
      w.gw,
      () => w.alice.op('getUploadSignature', { nas_id: NAS, prefix: 'bob/', overwrite: false, files: [{ file_name: 'a.txt', size: 1 }] }),
      { status: 403 },
    );
    await refusedUnchanged(w.gw, () => w.alice.op('getDownloadSignature', { nas_id: NAS, object_names: ['bob/notes.txt'] }), {
      status: 403,
    });
    expect((await w.alice.op('getDownloadSignature', { nas_id: NAS, object_names: ['alice/wrf_case01/namelist.input'] })).status).toBe(200);
  });

  it('keeps a name that merely contains the user’s name out of reach', async () => {
    mkdirSync(join(wrf, 'alice_old'));
    writeFileSync(join(wrf, 'alice_old/data.txt'), 'not alice’s');
    expect(names(await w.alice.op('getObjects', { nas_id: NAS }))).toEqual(['alice/']);
    expect((await download(w.alice, { nas_id: NAS, object_name: 'alice_old/data.txt' })).status).toBe(403);
  });
});
