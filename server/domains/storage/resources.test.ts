import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import { exportDir, operation, settle, startStorageWorld, stateOf, TEST_CLUSTER, treeOf, type StorageWorld } from './test-support';
import { statSync } from 'node:fs';
import { join } from 'node:path';

let w: StorageWorld;
beforeAll(async () => {
  w = await startStorageWorld();
}, 90_000);
afterAll(() => w?.gw.close());

/** Bytes of the files under an export, counted here independently of the gateway. */
function diskUsed(nasId: string): number {
  const dir = exportDir(w.gw, nasId);
  return Object.entries(treeOf(dir))
    .filter(([, v]) => v !== 'dir')
    .reduce((sum, [key]) => sum + statSync(join(dir, key)).size, 0);
}

type Row = Record<string, unknown>;

describe('describeS2Servers', () => {
  it('lists the account’s S2 servers with their shared targets, filtered, sorted and paged', async () => {
    const active = await w.owner.op('describeS2Servers', { status: ['active'], limit: 1024 });
    expect(active.status).toBe(200);
    expect(active.body.total_count).toBe(2);
    const servers = active.body.s2_server_set as Row[];
    expect(servers.find((s) => s.s2_server_id === SEED.s2Server)?.shared_targets).toEqual([
      { shared_target_id: 'st-4k2m9q1z', export_name: '/mnt/wrf_share', s2_server_id: SEED.s2Server },
    ]);
    expect(servers.find((s) => s.s2_server_id === 's2-pek3srv02')?.shared_targets).toEqual([]);
    const byName = await w.owner.op('describeS2Servers', { sort_key: 'name', reverse: 0, limit: 10, offset: 1 });
    expect(byName.body.total_count).toBe(3);
    expect((byName.body.s2_server_set as Row[]).map((s) => s.name)).toEqual(['legacy-vnas', 'vnas_气象组']);
    const search = await w.owner.op('describeS2Servers', { search_word: 'CFD' });
    expect((search.body.s2_server_set as Row[]).map((s) => s.s2_server_id)).toEqual(['s2-pek3srv02']);
  });

  it('shows nothing of another account and refuses an invalid page size', async () => {
    expect((await w.admin.op('describeS2Servers', {})).body.total_count).toBe(0);
    const invalid = await w.owner.call('GET', '/iaas/DescribeS2Servers', { limit: 15 });
    expect(invalid.status).toBe(422);
    expect(invalid.body.ret_code).toBe(1100);
  });
});

describe('listFileSystems and createFileSystem', () => {
  it('lists the file systems with capacity, allocated quota, used bytes and export count', async () => {
    const answer = await w.owner.op('listFileSystems', { limit: 1024 });
    expect(answer.status).toBe(200);
    const main = (answer.body.fs_list as Row[]).find((f) => f.fs_id === SEED.fileSystem);
    expect(main).toMatchObject({ capacity: 2048, allocated: 1636, export_count: 3, status: 'Active' });
    const used = diskUsed(SEED.nas.wrf) + diskUsed(SEED.nas.cfd) + diskUsed(SEED.nas.spare);
    expect(used).toBeGreaterThan(12 * 1024 * 1024);
    expect(main?.used).toBe(used);
    const byCapacity = await w.owner.op('listFileSystems', { sort_key: 'capacity', reverse: 0 });
    expect((byCapacity.body.fs_list as Row[]).map((f) => f.capacity)).toEqual([500, 2048]);
    const search = await w.owner.op('listFileSystems', { search_word: 'archive' });
    expect(search.body.total_count).toBe(1);
    expect((await w.owner.op('listFileSystems', { status: ['Creating'] })).body.total_count).toBe(0);
    expect((await w.admin.op('listFileSystems', {})).body.total_count).toBe(0);
  });

  it('refuses an unknown sort key', async () => {
    expect((await w.owner.call('GET', '/nas/file-systems', { sort_key: 'size' })).status).toBe(422);
  });

  it('creates a file system that becomes Active through the engine', async () => {
    const created = await w.owner.op('createFileSystem', { name: 'cfd_results_fs', capacity: 500, description: 'OpenFOAM 算例结果归档' });
    expect(created.status).toBe(200);
    const fsId = created.body.fs_id;
    const listed = async () => ((await w.owner.op('listFileSystems', { fs_ids: [fsId] })).body.fs_list as Row[])[0];
    expect(await listed()).toMatchObject({ name: 'cfd_results_fs', status: 'Creating', capacity: 500, export_count: 0, used: 0 });
    await settle(w.gw);
    expect(await listed()).toMatchObject({ status: 'Active' });
    expect(await operation(w.gw, created.body.job_id)).toMatchObject({ status: 'successful', action: 'file-systems' });
  });

  it('refuses a name already used in the zone and a capacity under 10 GiB, changing nothing', async () => {
    const before = await stateOf(w.gw);
    const duplicate = await w.owner.op('createFileSystem', { name: '科研共享存储_01', capacity: 100 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ ret_code: 2400, message: 'The name is already used: 科研共享存储_01' });
    expect((await w.owner.op('createFileSystem', { name: 'tiny_fs_01', capacity: 5 })).status).toBe(422);
    expect(await stateOf(w.gw)).toEqual(before);
  });
});

describe('listExports and getExport', () => {
  it('lists the exports of a file system with the clusters that mount them and their shared targets', async () => {
    const answer = await w.owner.op('listExports', { fsid: SEED.fileSystem, exports: true, limit: 1024 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ fs_id: SEED.fileSystem, total_count: 3 });
    const set = answer.body.export_set as Row[];
    const wrf = set.find((e) => e.nas_id === SEED.nas.wrf);
    expect(wrf).toMatchObject({
      shared_path: '/share/wrf',
      quota: 1024,
      used: diskUsed(SEED.nas.wrf),
      export_path: `/${SEED.fileSystem}/${SEED.nas.wrf}`,
    });
    expect(wrf?.cluster_ids).toContain(TEST_CLUSTER);
    expect(wrf?.cluster_names).toContain('气象模拟_A');
    expect(wrf?.shared_targets).toEqual([{ shared_target_id: 'st-4k2m9q1z', export_name: '/mnt/wrf_share', s2_server_id: SEED.s2Server }]);
    expect(set.find((e) => e.nas_id === SEED.nas.spare)).toMatchObject({ cluster_ids: [], cluster_names: [], used: 0 });
  });

  it('filters by mounted, searches, sorts by used volume and pages', async () => {
    const ids = async (query: Record<string, unknown>) =>
      ((await w.owner.call('GET', `/nas/file-systems/${SEED.fileSystem}`, { exports: true, ...query })).body.export_set as Row[]).map(
        (e) => e.nas_id,
      );
    expect(await ids({ mounted: true })).toContain(SEED.nas.wrf);
    expect(await ids({ mounted: true })).not.toContain(SEED.nas.spare);
    expect(await ids({ mounted: false })).toContain(SEED.nas.spare);
    expect(await ids({ mounted: false })).not.toContain(SEED.nas.wrf);
    expect(await ids({ search_word: 'STUDENT' })).toEqual([SEED.nas.spare]);
    expect(await ids({ sort_key: 'used', reverse: 1 })).toEqual([SEED.nas.wrf, SEED.nas.cfd, SEED.nas.spare]);
    expect(await ids({ sort_key: 'quota', reverse: 0, limit: 10, offset: 1 })).toEqual([SEED.nas.cfd, SEED.nas.wrf]);
  });

  it('refuses an unknown or foreign file system and a missing exports flag', async () => {
    expect((await w.owner.op('listExports', { fsid: 'fs-nothere1', exports: true })).status).toBe(404);
    const foreign = await w.admin.op('listExports', { fsid: SEED.fileSystem, exports: true });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`The resource does not exist: ${SEED.fileSystem}`);
    expect((await w.owner.call('GET', `/nas/file-systems/${SEED.fileSystem}`, {})).status).toBe(422);
  });

  it('gets one export, and refuses it under another file system or account', async () => {
    const answer = await w.owner.op('getExport', { fsid: SEED.fileSystem, nas_id: SEED.nas.cfd });
    expect(answer.status).toBe(200);
    expect(answer.body.nas_export).toMatchObject({
      nas_id: SEED.nas.cfd,
      name: 'cfd_solver_data',
      used: diskUsed(SEED.nas.cfd),
      status: 'Active',
    });
    expect((await w.owner.op('getExport', { fsid: 'fs-pek3arch01', nas_id: SEED.nas.cfd })).status).toBe(404);
    expect((await w.admin.op('getExport', { fsid: SEED.fileSystem, nas_id: SEED.nas.cfd })).status).toBe(404);
  });
});

describe('getNasBillCost', () => {
  it('prices a quota per hour in the zone', async () => {
    const answer = await w.owner.op('getNasBillCost', { quota: 2048, fs_id: SEED.fileSystem });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ cost: 1.4336, currency: 'cny' });
  });

  it('refuses a quota under 10 GiB, an unknown file system and a zone without a price', async () => {
    expect((await w.owner.op('getNasBillCost', { quota: 9 })).status).toBe(422);
    expect((await w.owner.op('getNasBillCost', { quota: 100, fs_id: 'fs-nothere1' })).status).toBe(404);
    const unpriced = await w.admin.op('getNasBillCost', { quota: 100, zone: 'testing' });
    expect(unpriced.status).toBe(503);
    expect(unpriced.body).toMatchObject({ ret_code: 5030, message: 'Get Billing Information failed' });
  });
});
