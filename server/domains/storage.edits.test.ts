import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../seed/fixtures';
import { exportDir, startStorageWorld, stateOf, type StorageWorld } from './storage/test-helpers';

let w: StorageWorld;
let wrf: string;
beforeAll(async () => {
  w = await startStorageWorld();
  wrf = exportDir(w.gw, SEED.nas.wrf);
}, 90_000);
afterAll(() => w?.gw.close());

type Row = Record<string, unknown>;
const NAS = SEED.nas.wrf;

async function refusedUnchanged(call: () => Promise<{ status: number; body: Row }>, status: number, message?: string) {
  const before = await stateOf(w.gw);
  const answer = await call();
  expect(answer.status).toBe(status);
  expect(answer.body.ret_code).not.toBe(0);
  if (message) expect(answer.body.message).toBe(message);
  expect(await stateOf(w.gw)).toEqual(before);
}

const move = (source: string, target: string) => w.owner.call('POST', '/nas/move_object', { nas_id: NAS, source, target });

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
    await refusedUnchanged(() => move('README.txt', 'wrf_case01/namelist.input'), 409, 'Duplicate file name');
    await refusedUnchanged(() => move('results/', 'results.txt'), 409, 'A folder moves to a folder path (ending with /) and a file to a file path');
    await refusedUnchanged(() => move('results/', 'results/older_results/'), 409, 'A folder cannot be moved into itself');
    await refusedUnchanged(() => move('results/', 'res/'), 409, 'A folder name is 4-50 characters');
    await refusedUnchanged(() => move('nothere.txt', 'there.txt'), 404);
    await refusedUnchanged(() => move('README.txt', 'no_folder/README.txt'), 404);
    await refusedUnchanged(() => move('README.txt', '../README.txt'), 422);
    await refusedUnchanged(() => move('../../etc/hostname', 'hostname'), 422);
  });
});

describe('createDirectory', () => {
  it('creates a folder and answers its path', async () => {
    const answer = await w.owner.call('POST', '/nas/create_directory', { nas_id: NAS, prefix: 'wrf_case01/', dir_name: 'wrf_case02_华东' });
    expect(answer.status).toBe(200);
    expect(answer.body.object_name).toBe('wrf_case01/wrf_case02_华东/');
    expect(statSync(join(wrf, 'wrf_case01/wrf_case02_华东')).isDirectory()).toBe(true);
  });

  it('refuses a taken name, a name too short or with /, a missing parent and an escaping prefix', async () => {
    const create = (body: Row) => w.owner.call('POST', '/nas/create_directory', { nas_id: NAS, ...body });
    await refusedUnchanged(() => create({ dir_name: 'results' }), 409, 'Duplicate file name');
    await refusedUnchanged(() => create({ dir_name: 'README.txt' }), 409, 'Duplicate file name');
    await refusedUnchanged(() => create({ dir_name: 'abc' }), 422);
    await refusedUnchanged(() => create({ dir_name: 'a/b/c/d' }), 422);
    await refusedUnchanged(() => create({ prefix: 'nothere/', dir_name: 'new_folder' }), 404);
    await refusedUnchanged(() => create({ prefix: '../', dir_name: 'new_folder' }), 422);
    await refusedUnchanged(() => create({ dir_name: '..' }), 422);
  });
});

describe('deleteObjects', () => {
  it('deletes files and folders with their content and counts them once', async () => {
    const answer = await w.owner.call('POST', '/nas/delete_objects', {
      nas_id: NAS,
      object_names: ['wrf_case01/output/', 'wrf_case01/output/wrfout_d01_2026-11-19.nc', 'README.txt'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.deleted_count).toBe(3);
    expect(existsSync(join(wrf, 'wrf_case01/output'))).toBe(false);
    expect(existsSync(join(wrf, 'README.txt'))).toBe(false);
    const folder = await w.owner.call('POST', '/nas/delete_objects', { nas_id: NAS, object_names: ['results/'] });
    expect(folder.body.deleted_count).toBe(3);
  });

  it('deletes nothing when one object is refused: missing, of the wrong kind or escaping', async () => {
    await refusedUnchanged(() => w.owner.call('POST', '/nas/delete_objects', { nas_id: NAS, object_names: ['bob/notes.txt', 'nothere.txt'] }), 404, 'The file or folder does not exist: nothere.txt');
    await refusedUnchanged(() => w.owner.call('POST', '/nas/delete_objects', { nas_id: NAS, object_names: ['bob/notes.txt', 'alice'] }), 404);
    await refusedUnchanged(() => w.owner.call('POST', '/nas/delete_objects', { nas_id: NAS, object_names: ['bob/notes.txt', '../'] }), 422);
    await refusedUnchanged(() => w.owner.call('POST', '/nas/delete_objects', { nas_id: NAS, object_names: ['/'] }), 422);
    await refusedUnchanged(() => w.owner.call('POST', '/nas/delete_objects', { nas_id: NAS, object_names: [] }), 422);
  });
});
