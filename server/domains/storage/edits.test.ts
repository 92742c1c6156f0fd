import { refusedUnchanged } from '../../testing/refusals';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import { exportDir, startStorageWorld, stateOf, type StorageWorld } from './test-support';

let w: StorageWorld;
let wrf: string;
beforeAll(async () => {
  w = await startStorageWorld();
  wrf = exportDir(w.gw, SEED.nas.wrf);
}, 90_000);
afterAll(() => w?.gw.close());

type Row = Record<string, unknown>;
const NAS = SEED.nas.wrf;

const move = (source: string, target: string) => w.owner.op('moveObject', { nas_id: NAS, source, target });

describe('moveObject', () => {
  it('renames a file and moves a folder with its content', async () => {
    const content = readFileSync(join(wrf, 'wrf_case01/namelist.wps'));
    const renamed = await move('wrf_case01/namelist.wps', 'wrf_case01/namelist_华北.wps');
    expect(renamed.status).toBe(200);
    expect(renamed.body.object_name).toBe('wrf_case01/namelist_华北.wps');
    expect(readFileSync(join(wrf, 'wrf_case01/namelist_华北.wps')).equals(content)).toBe(true);
    expect(existsSync(join(wrf, 'wrf_case01/namelist.wps'))).toBe(false);
    const moved = await move('scripts/', 'wrf_case01/scripts_bak/');
    expect(moved.status).toBe(200);
    expect(existsSync(join(wrf, 'wrf_case01/scripts_bak/后处理_绘图.py'))).toBe(true);
    expect(existsSync(join(wrf, 'scripts'))).toBe(false);
  });

  it('refuses a taken target, a folder to a file path, a folder into itself, a short folder name, the missing and the escaping', async () => {
    await refusedUnchanged(w.gw, () => move('README.txt', 'wrf_case01/namelist.input'), { status: 409, message: 'Duplicate file name' });
    await refusedUnchanged(w.gw, () => move('results/', 'results.txt'), {
      status: 409,
      message: 'A folder moves to a folder path (ending with /) and a file to a file path',
    });
    await refusedUnchanged(w.gw, () => move('results/', 'results/older_results/'), {
      status: 409,
      message: 'A folder cannot be moved into itself',
    });
    await refusedUnchanged(w.gw, () => move('results/', 'res/'), { status: 409, message: 'The folder name "res" cannot be used' });
    await refusedUnchanged(w.gw, () => move('nothere.txt', 'there.txt'), { status: 404 });
    await refusedUnchanged(w.gw, () => move('README.txt', 'no_folder/README.txt'), { status: 404 });
    await refusedUnchanged(w.gw, () => move('README.txt', '../README.txt'), { status: 422 });
    await refusedUnchanged(w.gw, () => move('../../etc/hostname', 'hostname'), { status: 422 });
  });
});

describe('createDirectory', () => {
  it('creates a folder and answers its path', async () => {
    const answer = await w.owner.op('createDirectory', { nas_id: NAS, prefix: 'wrf_case01/', dir_name: 'wrf_case02_华东' });
    expect(answer.status).toBe(200);
    expect(answer.body.object_name).toBe('wrf_case01/wrf_case02_华东/');
    expect(statSync(join(wrf, 'wrf_case01/wrf_case02_华东')).isDirectory()).toBe(true);
  });

  it('refuses a taken name, a name too short or with /, a missing parent and an escaping prefix', async () => {
    const create = (body: Row) => w.owner.call('POST', '/nas/create_directory', { nas_id: NAS, ...body });
    await refusedUnchanged(w.gw, () => create({ dir_name: 'results' }), { status: 409, message: 'Duplicate file name' });
    await refusedUnchanged(w.gw, () => create({ dir_name: 'README.txt' }), { status: 409, message: 'Duplicate file name' });
    await refusedUnchanged(w.gw, () => create({ dir_name: 'abc' }), { status: 422 });
    await refusedUnchanged(w.gw, () => create({ dir_name: 'a/b/c/d' }), { status: 422 });
    await refusedUnchanged(w.gw, () => create({ prefix: 'nothere/', dir_name: 'new_folder' }), { status: 404 });
    await refusedUnchanged(w.gw, () => create({ prefix: '../', dir_name: 'new_folder' }), { status: 422 });
    await refusedUnchanged(w.gw, () => create({ dir_name: '..' }), { status: 422 });
  });
});

describe('deleteObjects', () => {
  it('deletes files and folders with their content and counts them once', async () => {
    const answer = await w.owner.op('deleteObjects', {
      nas_id: NAS,
      object_names: ['wrf_case01/output/', 'wrf_case01/output/wrfout_d01_2026-11-19.nc', 'README.txt'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.deleted_count).toBe(3);
    expect(existsSync(join(wrf, 'wrf_case01/output'))).toBe(false);
    expect(existsSync(join(wrf, 'README.txt'))).toBe(false);
    const folder = await w.owner.op('deleteObjects', { nas_id: NAS, object_names: ['results/'] });
    expect(folder.body.deleted_count).toBe(3);
  });

  it('deletes nothing when one object is refused: missing, of the wrong kind or escaping', async () => {
    await refusedUnchanged(w.gw, () => w.owner.op('deleteObjects', { nas_id: NAS, object_names: ['bob/notes.txt', 'nothere.txt'] }), {
      status: 404,
      message: 'The file or folder does not exist: nothere.txt',
    });
    await refusedUnchanged(w.gw, () => w.owner.op('deleteObjects', { nas_id: NAS, object_names: ['bob/notes.txt', 'alice'] }), {
      status: 404,
    });
    await refusedUnchanged(w.gw, () => w.owner.op('deleteObjects', { nas_id: NAS, object_names: ['bob/notes.txt', '../'] }), {
      status: 422,
    });
    await refusedUnchanged(w.gw, () => w.owner.op('deleteObjects', { nas_id: NAS, object_names: ['/'] }), { status: 422 });
    await refusedUnchanged(w.gw, () => w.owner.op('deleteObjects', { nas_id: NAS, object_names: [] }), { status: 422 });
  });
});

describe('a folder name with a space at either end (spec section 5; ADR 0031)', () => {
  const problems = (answer: { body: Row }) => (answer.body.validation as Row[]).map((v) => [(v.location as string[]).join('.'), v.message]);
  const create = (client = w.owner, prefix: string, dir_name: string) => client.op('createDirectory', { nas_id: NAS, prefix, dir_name });

  it('is refused by the field, in words, when a folder is created, for the owner and an IAM user in her folder; nothing is created', async () => {
    for (const [client, prefix, name] of [
      [w.owner, 'wrf_case01/', ' wrf_case03'],
      [w.owner, 'wrf_case01/', 'wrf_case03 '],
      [w.owner, '', '\u3000wrf_case03'],
      [w.alice, 'alice/', ' 我的算例'],
      [w.alice, 'alice/', '我的算例\t'],
    ] as const) {
      const before = await stateOf(w.gw);
      const answer = await create(client, prefix, name);
      expect(answer.status).toBe(422);
      expect(problems(answer)).toEqual([['body.dir_name', 'Directory name: May not contain /, nor start or end with a space']]);
      expect(await stateOf(w.gw)).toEqual(before);
    }
    // A space inside the name is a name like any other.
    expect((await create(w.owner, 'wrf_case01/', 'wrf case 03')).status).toBe(200);
    expect(statSync(join(wrf, 'wrf_case01/wrf case 03')).isDirectory()).toBe(true);
  });

  it('is refused when a folder is renamed or moved to it, naming the target; nothing moves', async () => {
    for (const target of ['wrf_case01/ scripts_new/', 'wrf_case01/scripts_new /']) {
      const before = await stateOf(w.gw);
      const answer = await move('wrf_case01/wrf case 03/', target);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(`The folder name "${target.slice('wrf_case01/'.length, -1)}" cannot be used`);
      expect(problems(answer)).toEqual([['body.target', 'Target path: May not contain /, nor start or end with a space']]);
      expect(await stateOf(w.gw)).toEqual(before);
    }
    // A file keeps the names a file may have (1-254 characters without /): only folders are named by the folder rule.
    writeFileSync(join(wrf, 'wrf_case01/notes.txt'), 'n');
    expect((await move('wrf_case01/notes.txt', 'wrf_case01/ notes.txt')).status).toBe(200);
  });
});
