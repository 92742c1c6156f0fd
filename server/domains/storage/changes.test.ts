import { existsSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import { exportDir, operation, settle, startStorageWorld, stateOf, type StorageWorld } from './test-support';

let w: StorageWorld;
beforeAll(async () => {
  w = await startStorageWorld();
}, 90_000);
afterAll(() => w?.gw.close());

const FS = SEED.fileSystem;

async function getExport(nasId: string) {
  return (await w.owner.op('getExport', { fsid: FS, nas_id: nasId })).body.nas_export;
}

/** A new Active export of the main file system. */
async function newExport(name: string, quota = 10): Promise<string> {
  const created = await w.owner.op('createExport', { fsid: FS, name, quota, shared_path: '/' });
  expect(created.status).toBe(200);
  await settle(w.gw);
  return String(created.body.nas_id);
}

/** DELETE carries its fields in the query (TestClient sends no CSRF header for it by itself). */
function del(client: StorageWorld['owner'], path: string, query: Record<string, unknown> = {}) {
  return client.call('DELETE', path, query, { 'x-csrf-token': client.csrf ?? '' });
}

/** Expects a refusal (status, message) that leaves the files and rows as they were. */
async function refused(call: () => Promise<{ status: number; body: Record<string, unknown> }>, status: number, message?: string) {
  const before = await stateOf(w.gw);
  const answer = await call();
  expect(answer.status).toBe(status);
  expect(answer.body.ret_code).not.toBe(0);
  if (message) expect(answer.body.message).toBe(message);
  expect(await stateOf(w.gw)).toEqual(before);
}

describe('createExport', () => {
  it('creates an export: Creating, then Active with its directory and shared path', async () => {
    const created = await w.owner.op('createExport', {
      fsid: FS,
      name: 'wrf_archive_01',
      quota: 20,
      shared_path: '/data/share',
      description: '归档',
    });
    expect(created.status).toBe(200);
    expect(await getExport(created.body.nas_id)).toMatchObject({
      status: 'Creating',
      quota: 20,
      shared_path: '/data/share',
      used: 0,
      cluster_ids: [],
    });
    const early = await w.owner.op('getObjects', { nas_id: created.body.nas_id });
    expect(early.status).toBe(409);
    await settle(w.gw);
    expect(await getExport(created.body.nas_id)).toMatchObject({ status: 'Active' });
    expect(existsSync(join(exportDir(w.gw, String(created.body.nas_id)), 'data/share'))).toBe(true);
    expect(await operation(w.gw, created.body.job_id)).toMatchObject({ status: 'successful', action: 'file-systems/{fsid}' });
  });

  it('refuses a quota above the free capacity, a used name, a file system not Active and a small quota', async () => {
    await refused(
      () => w.owner.op('createExport', { fsid: FS, name: 'too_big_export', quota: 1000, shared_path: '/' }),
      409,
      'storage is full',
    );
    await refused(
      () => w.owner.op('createExport', { fsid: FS, name: 'cfd_solver_data', quota: 10, shared_path: '/' }),
      409,
      'The name is already used: cfd_solver_data',
    );
    const fs = await w.owner.op('createFileSystem', { name: 'fresh_fs_01', capacity: 100 });
    await refused(
      () => w.owner.op('createExport', { fsid: String(fs.body.fs_id), name: 'early_export', quota: 10, shared_path: '/' }),
      409,
      'The file system is not active: “fresh_fs_01”',
    );
    await refused(() => w.owner.call('POST', `/nas/file-systems/${FS}`, { name: 'small_export', quota: 5 }), 422);
    await refused(() => w.admin.op('createExport', { fsid: FS, name: 'foreign_export', quota: 10, shared_path: '/' }), 404);
    await settle(w.gw);
  });
});

describe('modifyExport', () => {
  it('changes the description of a mounted export and the shared path of a free one, asynchronously', async () => {
    const described = await w.owner.op('modifyExport', { fsid: FS, nas_id: SEED.nas.wrf, description: '2026 冬季 WRF 共享目录' });
    expect(described.status).toBe(200);
    const nasId = await newExport('modify_target');
    const moved = await w.owner.op('modifyExport', { fsid: FS, nas_id: nasId, shared_path: '/lab/home' });
    expect(moved.status).toBe(200);
    expect(await getExport(nasId)).toMatchObject({ shared_path: '/' });
    await settle(w.gw);
    expect(await getExport(SEED.nas.wrf)).toMatchObject({ description: '2026 冬季 WRF 共享目录', shared_path: '/share/wrf' });
    expect(await getExport(nasId)).toMatchObject({ shared_path: '/lab/home' });
    expect(existsSync(join(exportDir(w.gw, nasId), 'lab/home'))).toBe(true);
  });

  it('refuses a new shared path for a mounted export, an empty change, a path with .., and a second change under way', async () => {
    await refused(
      () => w.owner.op('modifyExport', { fsid: FS, nas_id: SEED.nas.wrf, shared_path: '/share/other' }),
      409,
      'The cluster has been bound please delete the cluster first',
    );
    await refused(() => w.owner.call('PUT', `/nas/file-systems/${FS}/${SEED.nas.cfd}`, {}), 422);
    await refused(() => w.owner.call('PUT', `/nas/file-systems/${FS}/${SEED.nas.cfd}`, { shared_path: '/../../etc' }), 422);
    expect((await w.owner.op('modifyExport', { fsid: FS, nas_id: SEED.nas.cfd, description: 'first' })).status).toBe(200);
    await refused(
      () => w.owner.op('modifyExport', { fsid: FS, nas_id: SEED.nas.cfd, description: 'second' }),
      409,
      'The mount point is being changed, please try again later',
    );
    await settle(w.gw);
  });
});

describe('deleteExport', () => {
  it('refuses a mounted export even with force, an export with files without force, an IAM user and an unknown export', async () => {
    await refused(
      () => del(w.owner, `/nas/file-systems/${FS}/${SEED.nas.wrf}`, { force: true }),
      409,
      'The cluster has been bound please delete the cluster first',
    );
    const nasId = await newExport('delete_full_export');
    writeFileSync(join(exportDir(w.gw, nasId), 'data.txt'), 'keep me');
    await refused(
      () => del(w.owner, `/nas/file-systems/${FS}/${nasId}`),
      409,
      'The mount point still holds files, delete them first or force the deletion',
    );
    await refused(() => del(w.alice, `/nas/file-systems/${FS}/${nasId}`, { force: true }), 403);
    await refused(() => del(w.owner, `/nas/file-systems/${FS}/nas-nothere1`), 404);
    await refused(() => del(w.owner, `/nas/file-systems/fs-pek3arch01/${nasId}`, { force: true }), 404);
  });

  it('deletes an export with its files (force), then it and its directory are gone', async () => {
    const nasId = await newExport('delete_me_export');
    writeFileSync(join(exportDir(w.gw, nasId), 'old.txt'), 'old');
    const answer = await del(w.owner, `/nas/file-systems/${FS}/${nasId}`, { force: true });
    expect(answer.status).toBe(200);
    expect(await getExport(nasId)).toMatchObject({ status: 'UnActive' });
    await settle(w.gw);
    expect((await w.owner.op('getExport', { fsid: FS, nas_id: nasId })).status).toBe(404);
    expect(existsSync(exportDir(w.gw, nasId))).toBe(false);
    expect(await operation(w.gw, answer.body.job_id)).toMatchObject({ status: 'successful' });
  });

  it('fails the deletion when a cluster mounts the export before it runs', async () => {
    const nasId = await newExport('delete_race_export');
    const answer = await del(w.owner, `/nas/file-systems/${FS}/${nasId}`);
    expect(answer.status).toBe(200);
    await w.gw.gateway.db.query("UPDATE clusters SET nas_id = $1 WHERE cluster_id = 'ehpc-tstmount1'", [nasId]);
    await settle(w.gw);
    await w.gw.gateway.db.query("UPDATE clusters SET nas_id = $1 WHERE cluster_id = 'ehpc-tstmount1'", [SEED.nas.wrf]);
    expect(await operation(w.gw, answer.body.job_id)).toMatchObject({
      status: 'failed',
      error_message: 'The cluster has been bound please delete the cluster first',
    });
    expect(await getExport(nasId)).toMatchObject({ status: 'Active' });
    expect(existsSync(exportDir(w.gw, nasId))).toBe(true);
  });
});

describe('restartExport', () => {
  it('restarts an export: UnActive, then Active', async () => {
    const answer = await w.owner.op('restartExport', { fs_id: FS, nas_id: SEED.nas.cfd });
    expect(answer.status).toBe(200);
    expect(await getExport(SEED.nas.cfd)).toMatchObject({ status: 'UnActive' });
    await settle(w.gw);
    expect(await getExport(SEED.nas.cfd)).toMatchObject({ status: 'Active' });
  });

  it('refuses an export being created and an export of another file system', async () => {
    const created = await w.owner.op('createExport', { fsid: FS, name: 'restart_early', quota: 10, shared_path: '/' });
    await refused(
      () => w.owner.op('restartExport', { fs_id: FS, nas_id: created.body.nas_id }),
      409,
      'A mount point being created cannot be restarted',
    );
    await refused(() => w.owner.op('restartExport', { fs_id: 'fs-pek3arch01', nas_id: SEED.nas.cfd }), 404);
    await settle(w.gw);
  });
});

describe('capacityExport', () => {
  it('sets a new quota asynchronously', async () => {
    const nasId = await newExport('capacity_export', 20);
    const answer = await w.owner.op('capacityExport', { fs_id: FS, nas_id: nasId, quota: 30 });
    expect(answer.status).toBe(200);
    expect(await getExport(nasId)).toMatchObject({ quota: 20 });
    await settle(w.gw);
    expect(await getExport(nasId)).toMatchObject({ quota: 30 });
  });

  it('refuses a quota below the used volume, above the free capacity, or under the minimum', async () => {
    const nasId = await newExport('capacity_full', 20);
    writeFileSync(join(exportDir(w.gw, nasId), 'big.bin'), '');
    truncateSync(join(exportDir(w.gw, nasId), 'big.bin'), 11 * 1073741824);
    await refused(
      () => w.owner.op('capacityExport', { fs_id: FS, nas_id: nasId, quota: 10 }),
      409,
      'The quota cannot be below the used volume',
    );
    await refused(() => w.owner.op('capacityExport', { fs_id: FS, nas_id: nasId, quota: 4000 }), 409, 'storage is full');
    await refused(() => w.owner.op('capacityExport', { fs_id: FS, nas_id: nasId, quota: 9 }), 422);
  });
});

describe('renameExport', () => {
  it('renames an export asynchronously', async () => {
    const nasId = await newExport('rename_before');
    const answer = await w.owner.op('renameExport', { fs_id: FS, nas_id: nasId, name: 'CFD求解器_数据盘' });
    expect(answer.status).toBe(200);
    await settle(w.gw);
    expect(await getExport(nasId)).toMatchObject({ name: 'CFD求解器_数据盘' });
  });

  it('refuses a name of another export of the file system and a name too short', async () => {
    await refused(
      () => w.owner.op('renameExport', { fs_id: FS, nas_id: SEED.nas.spare, name: 'cfd_solver_data' }),
      409,
      'The name is already used: cfd_solver_data',
    );
    await refused(() => w.owner.op('renameExport', { fs_id: FS, nas_id: SEED.nas.spare, name: 'abcd' }), 422);
  });
});
