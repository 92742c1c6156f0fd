import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { insertCluster, insertJob, insertNas, ok, operationStatus, signIn, tick } from './test-support';
import { refusedUnchanged } from '../../testing/refusals';
import { syncShares } from './shares';

const CLUSTER = 'ehpc-acu00001';
const STOPPED = 'ehpc-acu00002';
const FOREIGN = 'ehpc-acu00003';
const GIB = 1073741824;
const PASSWORD = 'Hpc@User2026x';

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let alice: TestClient;
let admin: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  const db = gw.gateway.db;
  await insertNas(db, 'nas-acu00001', 1000);
  // Two compute nodes of 56 cores: 2 × 56 × 720 = 80640 core-hours to allocate.
  await insertCluster(db, { id: CLUSTER, nasId: 'nas-acu00001', sharedPath: '/share/t', computeNodes: 2, queues: ['normal', 'gpu_q'] });
  await insertCluster(db, { id: STOPPED, status: 'stopped', queues: ['normal'] });
  await insertCluster(db, { id: FOREIGN, owner: 'usr-admin', queues: ['normal'] });
  // usr-sub is a read-only member of a project sharing CLUSTER.
  await db.query("INSERT INTO projects (project_id, name, owner) VALUES ('prj-acu00001', 'acu', 'usr-owner')");
  await db.query("INSERT INTO project_resources (project_id, cluster_id) VALUES ('prj-acu00001', $1)", [CLUSTER]);
  await db.query(
    "INSERT INTO project_members (project_id, user_id, permission, shared_role) VALUES ('prj-acu00001', 'usr-sub', 'readonly', 'shared_member')",
  );
  // The rows above bypass the handlers: mirror them into cluster_shares as the handlers do (ADR 0006).
  await syncShares(db, [CLUSTER], ['usr-sub']);
  [owner, sub, alice, admin] = await Promise.all([
    signIn(gw, 'usr-owner'),
    signIn(gw, 'usr-sub'),
    signIn(gw, 'iam-alice'),
    signIn(gw, 'usr-admin'),
  ]);
}, 120_000);
afterAll(() => gw?.close());

const add = (client: TestClient, body: Pick<RequestOf<'addClusterUser'>, 'account'> & Partial<RequestOf<'addClusterUser'>>) =>
  client.op('addClusterUser', { cluster_id: CLUSTER, password: PASSWORD, allocated_core_hours: 100, storage_quota_gb: 10, ...body });
const list = (client: TestClient, query: Partial<RequestOf<'listClusterUsers'>> = {}) =>
  client.op('listClusterUsers', { cluster_id: CLUSTER, ...query });
const users = async (query: Partial<RequestOf<'listClusterUsers'>> = {}) => ok(await list(owner, query)).users_set;
/**
 * modifyUser by `call`: the generated request type of modifyClusterUser loses its fields (the contract's "at least
 * one of" becomes `unknown`), so `op` would refuse every field but the identity.
 */
const modifyUser = (client: TestClient, body: Record<string, unknown>) => client.call('POST', '/portal-hpc/user/modifyUser', body);

describe('cluster users', () => {
  it('adds an account that is set up by the engine, with the default queue when none is given', async () => {
    const added = ok(
      await add(owner, {
        account: 'zhang_wei',
        allocated_core_hours: 5000,
        storage_quota_gb: 100,
        queues: ['normal', 'gpu_q'],
        folders: ['/share/t/wrf'],
      }),
    );
    expect(added.job_id).toMatch(/^j-/);
    expect((await users()).find((u) => u.account === 'zhang_wei')).toMatchObject({
      status: 'disabled',
      allocated_core_hours: 5000,
      storage_quota: 100 * GIB,
    });
    // An IAM user acting for the owner neither administers the cluster nor sets its quotas (ADR 0042).
    await refusedUnchanged(gw, () => add(alice, { account: 'cfd_lab', allocated_core_hours: 1500 }), {
      status: 403,
      retCode: 1300,
      message: /^Only the account owner can make this change/,
    });
    ok(await add(owner, { account: 'cfd_lab', allocated_core_hours: 1500 }));
    await tick(gw);
    expect(await operationStatus(gw.gateway.db, added.job_id)).toBe('successful');
    const rows = await users();
    expect(rows.find((u) => u.account === 'zhang_wei')).toMatchObject({
      status: 'active',
      queues: ['normal', 'gpu_q'],
      folders: ['/share/t/wrf'],
      uid: 10001,
    });
    expect(rows.find((u) => u.account === 'cfd_lab')).toMatchObject({ status: 'active', queues: ['normal'], folders: [], uid: 10002 });
  });

  it('lists used core-hours from the jobs, the remaining and unallocated core-hours, filtered, sorted and paged', async () => {
    await insertJob(gw.gateway.db, {
      id: 'hpcjob-acu00001',
      clusterId: CLUSTER,
      account: 'zhang_wei',
      status: 'finished',
      cores: 56,
      runTime: 3600,
    });
    const body = ok(await list(owner, { sort_key: 'used_core_hours', limit: 10 }));
    expect(body.total_count).toBe(2);
    expect(body.unallocated_core_hours).toBe(80640 - 5000 - 1500);
    const [first] = body.users_set;
    expect(first).toMatchObject({ account: 'zhang_wei', used_core_hours: 56, remaining_core_hours: 4944 });
    const page = ok(await list(owner, { limit: 10, offset: 1, sort_key: 'account', reverse: 0 }));
    expect(page.total_count).toBe(2);
    expect(page.users_set.map((u) => u.account)).toEqual(['zhang_wei']);
    expect((await users({ search_word: 'CFD' })).map((u) => u.account)).toEqual(['cfd_lab']);
    expect(await users({ status: 'disabled' })).toEqual([]);
  });

  it('refuses invalid additions and changes nothing', async () => {
    await refusedUnchanged(gw, () => add(owner, { account: 'zhang_wei' }), {
      status: 409,
      retCode: 2100,
      message: 'The account zhang_wei already exists on the cluster',
    });
    await refusedUnchanged(gw, () => add(owner, { cluster_id: STOPPED, account: 'new_user' }), {
      status: 409,
      retCode: 2100,
      message: 'The cluster “t_ehpc_acu00002” is not active',
    });
    await refusedUnchanged(gw, () => add(owner, { account: 'greedy', allocated_core_hours: 80000 }), {
      status: 409,
      retCode: 2100,
      message: /unallocated core-hours \(74140 left\)/,
    });
    await refusedUnchanged(gw, () => add(owner, { account: 'big_disk', storage_quota_gb: 2000 }), {
      status: 409,
      retCode: 2500,
      message: 'storage is full',
    });
    await refusedUnchanged(gw, () => add(owner, { account: 'new_user', queues: ['missing'] }), {
      status: 404,
      retCode: 1400,
      message: 'The cluster has no queue missing',
    });
    await refusedUnchanged(gw, () => add(owner, { account: 'new_user', folders: ['/data/x'] }), {
      status: 404,
      retCode: 1400,
      message: "The folder /data/x is outside the cluster's shared storage",
    });
    const weak = { cluster_id: CLUSTER, account: 'new_user', password: 'short', allocated_core_hours: 100, storage_quota_gb: 10 };
    await refusedUnchanged(gw, () => owner.call('POST', '/portal-hpc/user/addUser', weak), { status: 422, retCode: 1100 });
    await refusedUnchanged(gw, () => add(sub, { account: 'new_user' }), {
      status: 403,
      retCode: 1300,
      message: 'You are a read-only member of this shared cluster and cannot change it',
    });
    await refusedUnchanged(gw, () => add(admin, { account: 'new_user' }), { status: 404, retCode: 1400 });
  });

  it('modifies quotas within the cluster and the used volume, applied by the engine', async () => {
    const body = ok(
      await modifyUser(owner, {
        cluster_id: CLUSTER,
        account: 'zhang_wei',
        allocated_core_hours: 8000,
        storage_quota_gb: 200,
        queues: ['normal'],
      }),
    );
    await tick(gw);
    expect(await operationStatus(gw.gateway.db, body.job_id)).toBe('successful');
    expect((await users()).find((u) => u.account === 'zhang_wei')).toMatchObject({
      allocated_core_hours: 8000,
      storage_quota: 200 * GIB,
      queues: ['normal'],
      folders: ['/share/t/wrf'],
    });
    ok(await modifyUser(owner, { cluster_id: CLUSTER, account: 'cfd_lab', password: 'Reset#Pass2026' }));
  });

  it('refuses invalid modifications and changes nothing', async () => {
    await gw.gateway.db.query("UPDATE cluster_users SET storage_used = $2 WHERE cluster_id = $1 AND account = 'zhang_wei'", [
      CLUSTER,
      50 * GIB,
    ]);
    const modify = (client: TestClient, body: Record<string, unknown>) =>
      modifyUser(client, { cluster_id: CLUSTER, account: 'zhang_wei', ...body });
    await refusedUnchanged(gw, () => modify(owner, { allocated_core_hours: 90000 }), { status: 409, retCode: 2100 });
    await refusedUnchanged(gw, () => modify(owner, { storage_quota_gb: 10 }), {
      status: 409,
      retCode: 2100,
      message: 'The storage quota cannot be below the used volume',
    });
    await refusedUnchanged(gw, () => modify(owner, { account: 'nobody', storage_quota_gb: 10 }), {
      status: 404,
      retCode: 1400,
      message: 'The account nobody does not exist on the cluster',
    });
    await refusedUnchanged(gw, () => modify(owner, { queues: ['gpu_x'] }), { status: 404, retCode: 1400 });
    await refusedUnchanged(gw, () => modify(owner, {}), { status: 422, retCode: 1100 });
    await refusedUnchanged(gw, () => modify(sub, { storage_quota_gb: 300 }), { status: 403, retCode: 1300 });
  });

  it('deletes accounts asynchronously, returning their core-hours, and refuses busy or administrator accounts', async () => {
    const db = gw.gateway.db;
    const remove = (client: TestClient, accounts: string[]) => client.op('deleteClusterUser', { cluster_id: CLUSTER, accounts });
    await insertJob(db, { id: 'hpcjob-acu00002', clusterId: CLUSTER, account: 'zhang_wei', status: 'running', cores: 8, runTime: 60 });
    await refusedUnchanged(gw, () => remove(owner, ['cfd_lab', 'zhang_wei']), {
      status: 409,
      retCode: 2100,
      message: 'The account zhang_wei still has running or pending jobs',
    });
    ok(await add(owner, { account: 'admin01' }));
    await db.query("UPDATE cluster_users SET is_admin = true WHERE cluster_id = $1 AND account = 'admin01'", [CLUSTER]);
    await refusedUnchanged(gw, () => remove(owner, ['admin01']), {
      status: 409,
      retCode: 2100,
      message: "The cluster's administrator account admin01 cannot be deleted",
    });
    await refusedUnchanged(gw, () => remove(owner, ['cfd_lab', 'ghost']), { status: 404, retCode: 1400 });
    await refusedUnchanged(gw, () => remove(sub, ['cfd_lab']), { status: 403, retCode: 1300 });
    const before = ok(await list(owner)).unallocated_core_hours ?? 0;
    const body = ok(await remove(owner, ['cfd_lab']));
    expect((await users()).map((u) => u.account)).not.toContain('cfd_lab');
    await tick(gw);
    expect(await operationStatus(db, body.job_id)).toBe('successful');
    expect((await db.query('SELECT 1 FROM cluster_users WHERE cluster_id = $1 AND account = $2', [CLUSTER, 'cfd_lab'])).length).toBe(0);
    expect(ok(await list(owner)).unallocated_core_hours).toBe(before + 1500);
  });

  it('shows the cluster users to the owner, its IAM user and read-only members, and nobody else', async () => {
    expect(ok(await list(alice)).total_count).toBe(2);
    expect(ok(await list(sub)).total_count).toBe(2);
    await refusedUnchanged(gw, () => list(admin), { status: 404, retCode: 1400, message: `The cluster does not exist: ${CLUSTER}` });
    await refusedUnchanged(gw, () => list(owner, { cluster_id: FOREIGN }), { status: 404, retCode: 1400 });
    const zh = await owner.op('listClusterUsers', { cluster_id: FOREIGN }, { 'accept-language': 'zh-cn' });
    expect(zh.body.message).toBe(`集群不存在: ${FOREIGN}`);
  });
});
