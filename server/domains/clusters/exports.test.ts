/**
 * The NAS export holding a cluster's files, stated once by the view cluster_exports (migration 0083, ADR 0011), and
 * the domains that read it: an export mounted through a vNAS is "mounted by" that vNAS's cluster in the storage
 * domain's answers (so the creation flow's picker disables it), cannot be deleted nor given another shared path
 * while the cluster lives ("The cluster has been bound please delete the cluster first"), bounds the storage quota of
 * the cluster's users, and is the cluster's billed storage.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import type { RequestOf } from '../../http/handler-types';
import type { Answer } from '../../test-support';
import { insertCluster, ok } from '../accounts/test-support';
import { refusedUnchanged } from '../../testing/refusals';
import { exportDir, operation, settle, startStorageWorld, TEST_CLUSTER, type StorageWorld } from '../storage/test-support';

const FS = SEED.fileSystem;
const GIB = 1073741824;
const BOUND = 'The cluster has been bound please delete the cluster first';

/** A cluster mounting a vNAS whose first shared target sharing one of the owner's exports shares FIRST. */
const VNAS_CLUSTER = 'ehpc-cxvnas01';
const VNAS_NAME = 'vnas_集群';
/** Clusters without an export: a vNAS volume only, a vNAS without targets, a vNAS whose export is gone, a gone export. */
const VOLUME_CLUSTER = 'ehpc-cxvolum1';
const EMPTY_CLUSTER = 'ehpc-cxempty1';
const VNAS_GONE_CLUSTER = 'ehpc-cxvgone1';
const GONE_CLUSTER = 'ehpc-cxgone01';

let w: StorageWorld;
/** Exports of the owner made for the test: FIRST (the vNAS cluster's), SECOND (a later target of the same vNAS). */
let first: string;
let second: string;

/** An Active export of the main file system, with its directory. */
async function newExport(name: string, quota = 10): Promise<string> {
  const created = await w.owner.op('createExport', { fsid: FS, name, quota });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await settle(w.gw);
  return String(created.body.nas_id);
}

/** An S2 server of `owner` in pek3 with shared targets (null: a vNAS volume), one second apart in that order. */
async function addServer(id: string, targets: (string | null)[], owner = 'usr-owner'): Promise<void> {
  const { db } = w.gw.gateway;
  await db.query(
    "INSERT INTO s2_servers (s2_server_id, name, status, private_ip, vxnet_id, owner, zone) VALUES ($1, $1, 'active', '192.168.10.40', 'vxnet-hpc01', $2, 'pek3')",
    [id, owner],
  );
  for (const [i, nasId] of targets.entries()) {
    await db.query(
      'INSERT INTO s2_shared_targets (shared_target_id, s2_server_id, export_name, nas_id, create_time) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))',
      [`st-${id.slice(3)}${i}`, id, `/mnt/t${i}`, nasId, i],
    );
  }
}

async function exportsOf(clusterIds: string[]): Promise<Record<string, string>> {
  const rows = await w.gw.gateway.db.query<{ cluster_id: string; export_nas_id: string }>(
    'SELECT cluster_id, export_nas_id FROM cluster_exports WHERE cluster_id = ANY($1)',
    [clusterIds],
  );
  return Object.fromEntries(rows.map((r) => [r.cluster_id, r.export_nas_id]));
}

async function getExport(nasId: string) {
  const answer = await w.owner.op('getExport', { fsid: FS, nas_id: nasId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.nas_export;
}

/** DELETE carries its fields in the query (TestClient sends no CSRF header for it by itself). */
function deleteExport(nasId: string): Promise<Answer> {
  return w.owner.op('deleteExport', { fsid: FS, nas_id: nasId, force: true }, { 'x-csrf-token': w.owner.csrf ?? '' });
}

beforeAll(async () => {
  w = await startStorageWorld();
  const { db } = w.gw.gateway;
  first = await newExport('vnas_first_export');
  second = await newExport('vnas_second_export');
  await db.query(
    `INSERT INTO nas_exports (nas_id, fs_id, name, owner, zone, export_path, shared_path, quota_gb, private_ip)
     VALUES ('nas-cxadmin1', 'fs-admin0001', 'admin-share', 'usr-admin', 'pek3', '/mnt/nas/admin', '/', 100, '192.168.10.251')`,
  );
  // A vNAS volume, another account's export, then FIRST and SECOND: FIRST is the first that shares an owner's export.
  await addServer('s2-cxvnas01', [null, 'nas-cxadmin1', first, second]);
  await addServer('s2-cxvgone1', ['nas-cxgone02']);
  await insertCluster(db, { id: VNAS_CLUSTER, name: VNAS_NAME, nasId: 's2-cxvnas01', sharedPath: '/share', queues: ['normal'] });
  await insertCluster(db, { id: VOLUME_CLUSTER, nasId: 's2-pek3srv03' });
  await insertCluster(db, { id: EMPTY_CLUSTER, nasId: 's2-pek3srv02' });
  await insertCluster(db, { id: VNAS_GONE_CLUSTER, nasId: 's2-cxvgone1' });
  await insertCluster(db, { id: GONE_CLUSTER, nasId: 'nas-cxgone01' });
}, 120_000);
afterAll(() => w?.gw.close());

describe('the view cluster_exports', () => {
  it('answers the export a cluster mounts, and the export behind a vNAS of the owner', async () => {
    expect(await exportsOf([TEST_CLUSTER, VNAS_CLUSTER])).toEqual({ [TEST_CLUSTER]: SEED.nas.wrf, [VNAS_CLUSTER]: first });
  });

  it('answers no row for a vNAS sharing no export of the owner, a vNAS whose export is gone, and a gone export', async () => {
    expect(await exportsOf([VOLUME_CLUSTER, EMPTY_CLUSTER, VNAS_GONE_CLUSTER, GONE_CLUSTER])).toEqual({});
  });

  it('takes the earliest target sharing an owner’s export, by creation time then id', async () => {
    const { db } = w.gw.gateway;
    await addServer('s2-cxtie001', [second, first]);
    await db.query("UPDATE s2_shared_targets SET create_time = '2026-01-01T00:00:00Z' WHERE s2_server_id = 's2-cxtie001'");
    await insertCluster(db, { id: 'ehpc-cxtie001', nasId: 's2-cxtie001', status: 'ceased' });
    // st-cxtie0010 (SECOND) before st-cxtie0011 (FIRST) at the same time.
    expect(await exportsOf(['ehpc-cxtie001'])).toEqual({ 'ehpc-cxtie001': second });
    await db.query("UPDATE s2_shared_targets SET create_time = create_time + interval '1 second' WHERE shared_target_id = 'st-cxtie0010'");
    expect(await exportsOf(['ehpc-cxtie001'])).toEqual({ 'ehpc-cxtie001': first });
  });
});

describe('an export mounted through a vNAS, in the storage domain', () => {
  it('is mounted by the vNAS’s cluster in the export’s detail and list, a later target’s export is not', async () => {
    expect(await getExport(first)).toMatchObject({ cluster_ids: [VNAS_CLUSTER], cluster_names: [VNAS_NAME] });
    expect(await getExport(second)).toMatchObject({ cluster_ids: [], cluster_names: [] });
    const mounted = await w.owner.op('listExports', { fsid: FS, exports: true, mounted: true, limit: 1024 });
    const ids = (mounted.body.export_set ?? []).map((e) => e.nas_id);
    expect(ids).toContain(first);
    expect(ids).not.toContain(second);
  });

  it('refuses to delete it, even with force, and to give it another shared path, changing nothing', async () => {
    await refusedUnchanged(w.gw, () => deleteExport(first), { status: 409, message: BOUND });
    await refusedUnchanged(w.gw, () => w.owner.op('modifyExport', { fsid: FS, nas_id: first, shared_path: '/elsewhere' }), {
      status: 409,
      message: BOUND,
    });
    expect(existsSync(exportDir(w.gw, first))).toBe(true);
  });

  it('deletes the export of a later target, which leaves the cluster on its export', async () => {
    const answer = await deleteExport(second);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await settle(w.gw);
    expect(await operation(w.gw, answer.body.job_id)).toMatchObject({ status: 'successful' });
    expect(existsSync(exportDir(w.gw, second))).toBe(false);
    expect(await exportsOf([VNAS_CLUSTER])).toEqual({ [VNAS_CLUSTER]: first });
  });

  it('fails a deletion when a cluster mounts a vNAS sharing the export before it runs', async () => {
    const third = await newExport('vnas_third_export');
    const answer = await deleteExport(third);
    expect(answer.status).toBe(200);
    await addServer('s2-cxrace01', [third]);
    await insertCluster(w.gw.gateway.db, { id: 'ehpc-cxrace01', nasId: 's2-cxrace01' });
    await settle(w.gw);
    expect(await operation(w.gw, answer.body.job_id)).toMatchObject({ status: 'failed', error_message: BOUND });
    expect(await getExport(third)).toMatchObject({ status: 'Active', cluster_ids: ['ehpc-cxrace01'] });
    expect(existsSync(exportDir(w.gw, third))).toBe(true);
  });

  it('is free again once the cluster is gone', async () => {
    const { db } = w.gw.gateway;
    await db.query("UPDATE clusters SET status = 'ceased' WHERE cluster_id = 'ehpc-cxrace01'");
    const [{ nas_id: third }] = await db.query<{ nas_id: string }>("SELECT nas_id FROM nas_exports WHERE name = 'vnas_third_export'");
    expect(await getExport(third)).toMatchObject({ cluster_ids: [] });
    const answer = await deleteExport(third);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await settle(w.gw);
    expect(await operation(w.gw, answer.body.job_id)).toMatchObject({ status: 'successful' });
  });
});

describe('a cluster mounting a vNAS, in the accounts domain', () => {
  const add = (body: Pick<RequestOf<'addClusterUser'>, 'account' | 'storage_quota_gb'>) =>
    w.owner.op('addClusterUser', { cluster_id: VNAS_CLUSTER, password: 'Hpc@User2026x', allocated_core_hours: 100, ...body });

  it('bounds its users’ storage quotas by the export behind the vNAS', async () => {
    // FIRST has a quota of 10 GiB.
    await refusedUnchanged(w.gw, () => add({ account: 'big_disk', storage_quota_gb: 20 }), {
      status: 409,
      retCode: 2500,
      message: 'storage is full',
    });
    ok(await add({ account: 'small_disk', storage_quota_gb: 5 }));
  });

  it('bills the export behind the vNAS as its storage', async () => {
    const body = ok(
      await w.owner.op('getPrivateResourceInfo', { cluster_id: VNAS_CLUSTER, paid_type: 'PayForUsed', resource_type: 'storage' }),
    );
    expect(body).toMatchObject({
      total_count: 1,
      resource_info_set: [{ resource_id: first, resource_type: 'storage', storage: 10 * GIB }],
    });
    const none = ok(
      await w.owner.op('getPrivateResourceInfo', { cluster_id: VOLUME_CLUSTER, paid_type: 'PayForUsed', resource_type: 'storage' }),
    );
    expect(none.total_count).toBe(0);
  });
});
