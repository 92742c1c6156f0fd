/**
 * Issue 15 section 2, the file manager's gateway rules: a move's answer to "Duplicate file name" (refuse, replace,
 * keep both), the editor's save precondition (if_match), the hidden-file toggle, folders downloaded as one ZIP whose
 * entries keep the folder's name (symlinks out of the export left out), and every path kept inside the export and,
 * for an IAM user, inside her folder.
 */
import { refusedUnchanged } from '../../testing/refusals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import { TestClient } from '../../test-support';
import { exportDir, startStorageWorld, upload, type StorageWorld } from './test-support';

let w: StorageWorld;
let root: string;
beforeAll(async () => {
  w = await startStorageWorld();
  root = exportDir(w.gw, SEED.nas.wrf);
}, 90_000);
afterAll(() => w?.gw.close());

type Row = Record<string, unknown>;
const NAS = SEED.nas.wrf;

const move = (client: TestClient, source: string, target: string, onDuplicate?: string) =>
  client.call('POST', '/nas/move_object', { nas_id: NAS, source, target, ...(onDuplicate ? { on_duplicate: onDuplicate } : {}) });

function put(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(root, dir, name, '..'), { recursive: true });
    writeFileSync(join(root, dir, name), content);
  }
}

describe('moveObject and "Duplicate file name"', () => {
  it('refuses by default, replaces a file when asked, keeps both under the first free numbered name', async () => {
    put('dup_case/', { 'a.txt': 'new A', 'b/a.txt': 'old A', 'b/a (2).txt': 'taken', 'c.txt': 'C' });
    await refusedUnchanged(w.gw, () => move(w.owner, 'dup_case/a.txt', 'dup_case/b/a.txt'), {
      status: 409,
      message: 'Duplicate file name',
    });
    await refusedUnchanged(w.gw, () => move(w.owner, 'dup_case/a.txt', 'dup_case/b/a.txt', 'refuse'), {
      status: 409,
      message: 'Duplicate file name',
    });

    const kept = await move(w.owner, 'dup_case/a.txt', 'dup_case/b/a.txt', 'keep_both');
    expect(kept.status).toBe(200);
    expect(kept.body.object_name).toBe('dup_case/b/a (3).txt');
    expect(readFileSync(join(root, 'dup_case/b/a.txt'), 'utf8')).toBe('old A');
    expect(readFileSync(join(root, 'dup_case/b/a (3).txt'), 'utf8')).toBe('new A');

    const replaced = await move(w.owner, 'dup_case/c.txt', 'dup_case/b/a.txt', 'replace');
    expect(replaced.status).toBe(200);
    expect(replaced.body.object_name).toBe('dup_case/b/a.txt');
    expect(readFileSync(join(root, 'dup_case/b/a.txt'), 'utf8')).toBe('C');
    expect(existsSync(join(root, 'dup_case/c.txt'))).toBe(false);
  });

  it('never replaces a folder; keeps both folders under "name (2)"', async () => {
    put('dup_dirs/', { 'input/x.txt': 'x', 'moved/input/y.txt': 'y' });
    await refusedUnchanged(w.gw, () => move(w.owner, 'dup_dirs/input/', 'dup_dirs/moved/input/', 'replace'), {
      status: 409,
      message: 'Duplicate file name',
    });
    const kept = await move(w.owner, 'dup_dirs/input/', 'dup_dirs/moved/input/', 'keep_both');
    expect(kept.body.object_name, JSON.stringify(kept.body)).toBe('dup_dirs/moved/input (2)/');
    expect(readFileSync(join(root, 'dup_dirs/moved/input (2)/x.txt'), 'utf8')).toBe('x');
    expect(readFileSync(join(root, 'dup_dirs/moved/input/y.txt'), 'utf8')).toBe('y');
  });

  it('refuses a choice outside the contract, names outside the rules, traversal and another IAM prefix, changing nothing', async () => {
    put('rules/', { 'f.txt': 'f' });
    await refusedUnchanged(w.gw, () => move(w.owner, 'rules/f.txt', 'rules/g.txt', 'overwrite'), { status: 422 });
    await refusedUnchanged(w.gw, () => move(w.owner, 'rules/f.txt', '../outside.txt'), { status: 422 });
    await refusedUnchanged(w.gw, () => move(w.owner, 'rules/f.txt', 'rules/../../outside.txt'), { status: 422 });
    await refusedUnchanged(w.gw, () => move(w.owner, 'rules/', 'abc/'), { status: 409, message: 'The folder name "abc" cannot be used' });
    await refusedUnchanged(w.gw, () => move(w.owner, 'rules/', `${'n'.repeat(51)}/`), {
      status: 409,
      message: `The folder name "${'n'.repeat(51)}" cannot be used`,
    });
    await refusedUnchanged(w.gw, () => w.owner.call('POST', '/nas/create_directory', { nas_id: NAS, dir_name: 'abc' }), { status: 422 });
    await refusedUnchanged(w.gw, () => w.owner.call('POST', '/nas/create_directory', { nas_id: NAS, dir_name: 'n'.repeat(51) }), {
      status: 422,
    });
    await refusedUnchanged(w.gw, () => w.owner.call('POST', '/nas/create_directory', { nas_id: NAS, dir_name: 'a/bcd' }), { status: 422 });
    await refusedUnchanged(w.gw, () => move(w.alice, 'alice/README.md', 'bob/README.md'), { status: 403 });
    await refusedUnchanged(w.gw, () => move(w.alice, 'bob/notes.txt', 'alice/notes.txt'), { status: 403 });
    await refusedUnchanged(w.gw, () => move(w.alice, 'alice/README.md', 'README.md'), { status: 403 });
    await refusedUnchanged(w.gw, () => w.alice.op('deleteObjects', { nas_id: NAS, object_names: ['alice/'] }), {
      status: 409,
      message: 'Cannot delete the root folder',
    });
  });

  it('refuses a move through a symlink that leads out of the export', async () => {
    mkdirSync(join(root, 'linked'), { recursive: true });
    symlinkSync('/tmp', join(root, 'linked/out_link'));
    put('linked/', { 'f.txt': 'f' });
    await refusedUnchanged(w.gw, () => move(w.owner, 'linked/f.txt', 'linked/out_link/f.txt'), { status: 403 });
    await refusedUnchanged(w.gw, () => move(w.owner, 'linked/out_link/', 'linked/in_here/'), { status: 403 });
  });
});

describe('putObject if_match: the editor never overwrites a newer change', () => {
  const etagOf = async (client: TestClient, prefix: string, key: string) => {
    const listed = await client.op('getObjects', { nas_id: NAS, prefix });
    return String(((listed.body.object_set as Row[]).find((o) => o.object_name === key) as Row).etag);
  };

  it('saves over the version opened, then refuses a save from that same old version', async () => {
    put('edits/', { 'namelist.input': 'opened' });
    const opened = await etagOf(w.owner, 'edits/', 'edits/namelist.input');
    const saved = await upload(
      w.owner,
      { nas_id: NAS, prefix: 'edits/', overwrite: 'true', if_match: opened },
      { name: 'namelist.input', content: 'first save' },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(readFileSync(join(root, 'edits/namelist.input'), 'utf8')).toBe('first save');
    // A second editor that opened the same version saves later: refused, the first save kept.
    await refusedUnchanged(
      w.gw,
      () =>
        upload(
          w.owner,
          { nas_id: NAS, prefix: 'edits/', overwrite: 'true', if_match: opened },
          { name: 'namelist.input', content: 'stale save' },
        ),
      {
        status: 409,
        message: 'The file was changed by someone else since you opened it; nothing was saved. Open it again to edit the newer version',
      },
    );
    expect(readFileSync(join(root, 'edits/namelist.input'), 'utf8')).toBe('first save');
  });

  it('lets exactly one of several saves from the same opened version through, however they interleave', async () => {
    put('edits/', { 'race.input': 'opened' });
    const opened = await etagOf(w.owner, 'edits/', 'edits/race.input');
    const saves = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((who) =>
        upload(
          w.owner,
          { nas_id: NAS, prefix: 'edits/', overwrite: 'true', if_match: opened },
          { name: 'race.input', content: `save ${who}` },
        ),
      ),
    );
    const saved = saves.filter((answer) => answer.status === 200);
    expect(saved, JSON.stringify(saves.map((answer) => answer.body))).toHaveLength(1);
    expect(saves.filter((answer) => answer.status === 409)).toHaveLength(4);
    // The file is the one save that was acknowledged, and its answer's version is the file's.
    const kept = readFileSync(join(root, 'edits/race.input'), 'utf8');
    const answered = (saved[0].body.object_set as Row[])[0];
    expect(await etagOf(w.owner, 'edits/', 'edits/race.input')).toBe(answered.etag);
    expect(kept).toMatch(/^save [a-e]$/);
    // The write locks are the database's, released with their transactions: none is left.
    expect(await w.gw.gateway.db.query("SELECT 1 FROM pg_locks WHERE locktype = 'advisory'")).toEqual([]);
  });

  it('refuses a save of a file deleted since it was opened, in the request’s language', async () => {
    put('edits/', { 'gone.txt': 'x' });
    const opened = await etagOf(w.owner, 'edits/', 'edits/gone.txt');
    await w.owner.op('deleteObjects', { nas_id: NAS, object_names: ['edits/gone.txt'] });
    const zh = new TestClient(w.gw.api, 'zh-cn');
    expect((await zh.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    const answer = await upload(
      zh,
      { nas_id: NAS, prefix: 'edits/', overwrite: 'true', if_match: opened },
      { name: 'gone.txt', content: 'y' },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('文件在您打开后已被他人修改，未保存。请重新打开文件后再编辑');
    expect(existsSync(join(root, 'edits/gone.txt'))).toBe(false);
  });
});

describe('getObjects hidden', () => {
  it('leaves out names starting with a dot, from the count too, only when asked', async () => {
    put('dotted/', { '.bashrc': 'x', 'visible.txt': 'y' });
    const all = await w.owner.op('getObjects', { nas_id: NAS, prefix: 'dotted/' });
    expect(all.body.total_count).toBe(2);
    const shown = await w.owner.op('getObjects', { nas_id: NAS, prefix: 'dotted/', hidden: false });
    expect((shown.body.object_set as Row[]).map((o) => o.object_name)).toEqual(['dotted/visible.txt']);
    expect(shown.body.total_count).toBe(1);
  });
});

/** The names of a ZIP archive's entries, from its central directory. */
function zipNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (
    let at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    at >= 0;
    at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 46)
  ) {
    const length = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + length).toString('utf8'));
  }
  return names.sort();
}

async function signedDownload(client: TestClient, objectNames: string[]) {
  const signed = await client.op('getDownloadSignature', { nas_id: NAS, object_names: objectNames });
  if (signed.status !== 200) return { signed, bytes: Buffer.alloc(0), headers: new Headers() };
  const response = await fetch(
    `${new URL(String(signed.body.url), w.gw.url).href}?${new URLSearchParams(signed.body.fields as Record<string, string>)}`,
  );
  return { signed, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers, status: response.status };
}

describe('folders downloaded as one ZIP', () => {
  it('answers a folder as an archive named after it, its entries under the folder’s name, symlinks out of the export left out', async () => {
    put('zip_case/', { 'namelist.input': 'n', 'output/wrfout.nc': 'o', 'output/deep/log.txt': 'l' });
    symlinkSync('/etc/passwd', join(root, 'zip_case/passwd_link'));
    const { signed, bytes, headers, status } = await signedDownload(w.owner, ['zip_case/']);
    expect(signed.body.fields).toMatchObject({ archive_name: 'zip_case.zip' });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/zip');
    expect(zipNames(bytes)).toEqual(['zip_case/namelist.input', 'zip_case/output/deep/log.txt', 'zip_case/output/wrfout.nc']);
    if (existsSync('/usr/bin/unzip')) {
      const file = join(root, '..', 'zip_case_check.zip');
      writeFileSync(file, bytes);
      expect(execFileSync('/usr/bin/unzip', ['-t', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
    }
  });

  it('mixes folders and files of one folder; an empty folder is "The exported data is empty"', async () => {
    put('zip_mix/', { 'a.txt': 'a', 'inputs/b.txt': 'b' });
    mkdirSync(join(root, 'zip_mix/empty_dir'));
    const { signed, bytes } = await signedDownload(w.owner, ['zip_mix/inputs/', 'zip_mix/a.txt']);
    expect(signed.body.fields).toMatchObject({ archive_name: 'zip_mix.zip' });
    expect(zipNames(bytes)).toEqual(['a.txt', 'inputs/b.txt']);
    const empty = await w.owner.op('getDownloadSignature', { nas_id: NAS, object_names: ['zip_mix/empty_dir/'] });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('The exported data is empty');
  });

  it('keeps an IAM user to her folder: hers is archived, another’s or the root refused', async () => {
    const own = await signedDownload(w.alice, ['alice/wrf_case01/']);
    expect(zipNames(own.bytes)).toEqual(['wrf_case01/namelist.input', 'wrf_case01/运行日志.txt']);
    for (const foreign of ['bob/', 'zip_case/']) {
      const refused = await w.alice.op('getDownloadSignature', { nas_id: NAS, object_names: [foreign] });
      expect(refused.status).toBe(403);
    }
    expect((await w.alice.op('getDownloadSignature', { nas_id: NAS, object_names: ['alice/../bob/'] })).status).toBe(422);
  });
});
