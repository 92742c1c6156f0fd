import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf, Schema } from '../../http/handler-types';
import { startTestGateway, TestClient, type TestGateway } from '../../test-support';
import { insertCluster, insertJob, ok, operationStatus, signIn, tick } from './test-support';
import { refusedUnchanged } from '../../testing/refusals';
import { syncShares } from './shares';

const CLUSTER = 'ehpc-acs00001';
const STOPPED = 'ehpc-acs00002';
const FOREIGN = 'ehpc-acs00003';
const GIB = 1073741824;

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let alice: TestClient;
let admin: TestClient;
let aliceId = '';

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  const db = gw.gateway.db;
  await insertCluster(db, { id: CLUSTER, name: '共享集群_A', computeNodes: 2, queues: ['normal', 'gpu_q'] });
  await insertCluster(db, { id: STOPPED, status: 'stopped' });
  await insertCluster(db, { id: FOREIGN, owner: 'usr-admin' });
  // usr-sub is a read-only project member of CLUSTER: a shared member too.
  await db.query("INSERT INTO projects (project_id, name, owner) VALUES ('prj-acs00001', 'acs', 'usr-owner')");
  await db.query("INSERT INTO project_resources (project_id, cluster_id) VALUES ('prj-acs00001', $1)", [CLUSTER]);
  await db.query(
    "INSERT INTO project_members (project_id, user_id, permission, shared_role) VALUES ('prj-acs00001', 'usr-sub', 'readonly', 'shared_member')",
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

const sharedUsers = async (client: TestClient, query: RequestOf<'listSharedUsers'> = {}) =>
  ok(await client.op('listSharedUsers', query)).shared_user_set;

describe('shared members', () => {
  it('shares a cluster with IAM users by id or e-mail; the account is created by the engine', async () => {
    const byEmail = ok(
      await owner.op('addSharedUser', { cluster_id: CLUSTER, email: 'Alice@example.com', username: 'alice', permission: 'readonly' }),
    );
    aliceId = String(byEmail.shared_user_id);
    expect(aliceId).toMatch(/^shu-/);
    const byId = ok(
      await owner.op('addSharedUser', { cluster_id: CLUSTER, iam_user_id: 'iamu-liuyang1', username: 'liuyang', permission: 'readwrite' }),
    );
    expect(byId.shared_user_id).toBe('shu-liuyang1');
    expect((await sharedUsers(owner, { cluster_id: CLUSTER })).find((u) => u.shared_user_id === aliceId)).toMatchObject({
      status: 'creating',
      username: 'alice',
      owner: 'usr-owner',
    });
    await tick(gw);
    expect(await operationStatus(gw.gateway.db, byEmail.job_id)).toBe('successful');
    const rows = await sharedUsers(owner, { cluster_id: CLUSTER, sort_key: 'username', reverse: 0 });
    expect(rows.map((u) => u.username)).toEqual(['alice', 'liuyang']);
    expect(rows[0]).toMatchObject({
      iam_user_id: 'iamu-alice001',
      email: 'alice@example.com',
      permission: 'readonly',
      status: 'active',
      clusters: [{ cluster_id: CLUSTER, cluster_name: '共享集群_A' }],
    });
  });

  it('refuses invalid additions and changes by shared members', async () => {
    const addUser = (client: TestClient, body: Partial<RequestOf<'addSharedUser'>>) =>
      client.op('addSharedUser', { cluster_id: CLUSTER, username: 'chenjie', permission: 'readonly', ...body });
    await refusedUnchanged(gw, () => addUser(owner, { cluster_id: STOPPED, iam_user_id: 'iamu-chenjie01' }), {
      status: 409,
      retCode: 2100,
    });
    await refusedUnchanged(gw, () => addUser(owner, { iam_user_id: 'iamu-nobody1' }), {
      status: 404,
      retCode: 1400,
      message: 'The user does not exist',
    });
    await refusedUnchanged(gw, () => addUser(owner, { email: 'nobody@example.com' }), {
      status: 404,
      retCode: 1400,
      message: 'The user does not exist',
    });
    await refusedUnchanged(gw, () => addUser(owner, { iam_user_id: 'iamu-chenjie01', username: 'alice' }), {
      status: 409,
      retCode: 2100,
      message: 'The account name alice is already used on the cluster',
    });
    await refusedUnchanged(gw, () => addUser(owner, { iam_user_id: 'iamu-alice001', username: 'alice' }), {
      status: 409,
      retCode: 2100,
      message: 'The IAM user is already shared into the cluster',
    });
    await refusedUnchanged(gw, () => addUser(owner, { iam_user_id: 'iamu-zhangwei1', username: 'zw_other' }), {
      status: 409,
      retCode: 2100,
      message: 'The member has the account name zhangwei on its other clusters',
    });
    const both = {
      cluster_id: CLUSTER,
      username: 'chenjie',
      permission: 'readonly',
      iam_user_id: 'iamu-chenjie01',
      email: 'chen.jie@example.com',
    };
    await refusedUnchanged(gw, () => owner.call('POST', '/portal-hpc/shared/user/addUser', both), { status: 422, retCode: 1100 });
    await refusedUnchanged(gw, () => addUser(owner, { cluster_id: FOREIGN, iam_user_id: 'iamu-chenjie01' }), {
      status: 404,
      retCode: 1400,
    });
    await refusedUnchanged(gw, () => addUser(alice, { iam_user_id: 'iamu-chenjie01' }), {
      status: 403,
      retCode: 1300,
      message: 'Shared members cannot make this change',
    });
    await refusedUnchanged(gw, () => addUser(sub, { iam_user_id: 'iamu-chenjie01' }), { status: 403, retCode: 1300 });
  });

  it('shows a shared member only itself', async () => {
    const mine = await sharedUsers(alice);
    expect(mine.map((u) => u.shared_user_id)).toEqual([aliceId]);
    expect(await sharedUsers(sub)).toEqual([]);
    const all = ok(await owner.op('listSharedUsers', {}));
    expect(all.total_count).toBe(3);
    expect((await sharedUsers(owner, { status: ['disabled'] })).map((u) => u.shared_user_id)).toEqual(['shu-liuyang1']);
    expect((await sharedUsers(owner, { search_word: 'zhang' })).map((u) => u.shared_user_id)).toEqual(['shu-zhangwe1']);
    await refusedUnchanged(gw, () => owner.call('GET', '/portal-hpc/shared/users', { limit: 1024 }), { status: 422, retCode: 1100 });
  });

  it('sets, changes and removes a member’s resource limit, never below its usage', async () => {
    const form = {
      cluster_id: CLUSTER,
      shared_user_id: aliceId,
      allocated_core_hours: 2000,
      file_system_quota_gb: 50,
      queue: 'normal',
      partition: 'normal',
    };
    const limit = (
      client: TestClient,
      id: 'addSharedResourceLimit' | 'modifySharedResourceLimit',
      body: Partial<Schema<'SharedUserQuotaForm'> & Schema<'SharedUserTarget'>> = {},
    ) => client.op(id, { ...form, file_system_acl: [{ sub_path: '/projects/wrf', facl: 'rw' }], ...body });
    // Sent without an ACL's facl, whose default (rw) the gateway applies.
    ok(await owner.call('POST', '/portal-hpc/shared/user/addResourceLimit', { ...form, file_system_acl: [{ sub_path: '/projects/wrf' }] }));
    const [row] = await sharedUsers(owner, { search_word: 'alice' });
    expect(row).toMatchObject({ allocated_cpu_time: 2000 * 3600, allocated_file_system_quota: 50 * GIB });
    expect(row.clusters).toEqual([
      {
        cluster_id: CLUSTER,
        cluster_name: '共享集群_A',
        resource_limit: {
          queue: 'normal',
          partition: 'normal',
          file_system_acl: [{ sub_path: '/projects/wrf', facl: 'rw' }],
          file_system_quota: 50 * GIB,
          user_assoc_resource_limit: { grp_tres_mins: { cpu: 120000 } },
        },
        resource_usage: {
          queue: 'normal',
          partition: 'normal',
          file_system_quota: 0,
          user_assoc_resource_limit: { grp_tres_mins: { cpu: 0 } },
        },
      },
    ]);
    await refusedUnchanged(gw, () => limit(owner, 'addSharedResourceLimit'), { status: 409, retCode: 2100 });
    await refusedUnchanged(gw, () => limit(owner, 'addSharedResourceLimit', { shared_user_id: 'shu-liuyang1', queue: 'missing' }), {
      status: 404,
      retCode: 1400,
      message: 'The cluster has no queue missing',
    });
    await refusedUnchanged(gw, () => limit(owner, 'addSharedResourceLimit', { shared_user_id: 'shu-zhangwe1' }), {
      status: 404,
      retCode: 1400,
      message: 'The shared member shu-zhangwe1 is not on the cluster',
    });
    await refusedUnchanged(
      gw,
      () =>
        owner.call('POST', '/portal-hpc/shared/user/addResourceLimit', {
          ...form,
          shared_user_id: 'shu-liuyang1',
          allocated_core_hours: 999,
        }),
      { status: 422, retCode: 1100 },
    );
    await refusedUnchanged(gw, () => limit(alice, 'modifySharedResourceLimit', { allocated_core_hours: 9000 }), {
      status: 403,
      retCode: 1300,
    });

    await insertJob(gw.gateway.db, {
      id: 'hpcjob-acs00001',
      clusterId: CLUSTER,
      account: 'alice',
      status: 'finished',
      cores: 56,
      runTime: 100 * 3600,
    });
    await gw.gateway.db.query('UPDATE shared_user_clusters SET used_file_system = $2 WHERE shared_user_id = $1', [aliceId, 60 * GIB]);
    await refusedUnchanged(gw, () => limit(owner, 'modifySharedResourceLimit', { allocated_core_hours: 5000, file_system_quota_gb: 100 }), {
      status: 409,
      retCode: 2100,
      message: 'The allocation cannot be below what the member already uses',
    });
    await refusedUnchanged(gw, () => limit(owner, 'modifySharedResourceLimit', { allocated_core_hours: 9000, file_system_quota_gb: 50 }), {
      status: 409,
      retCode: 2100,
    });
    await refusedUnchanged(gw, () => limit(owner, 'modifySharedResourceLimit', { shared_user_id: 'shu-liuyang1' }), {
      status: 404,
      retCode: 1400,
      message: 'The shared member shu-liuyang1 has no resource limit on the cluster',
    });
    ok(await limit(owner, 'modifySharedResourceLimit', { allocated_core_hours: 9000, file_system_quota_gb: 100, queue: 'gpu_q' }));
    const [changed] = await sharedUsers(owner, { search_word: 'alice' });
    expect(changed).toMatchObject({ used_cpu_time: 56 * 100 * 3600, used_file_system_quota: 60 * GIB, allocated_cpu_time: 9000 * 3600 });
    expect(changed.clusters).toMatchObject([
      { resource_limit: { queue: 'gpu_q' }, resource_usage: { user_assoc_resource_limit: { grp_tres_mins: { cpu: 56 * 100 * 60 } } } },
    ]);

    await refusedUnchanged(gw, () => owner.op('deleteSharedResourceLimit', { cluster_id: CLUSTER, shared_user_id: 'shu-liuyang1' }), {
      status: 404,
      retCode: 1400,
    });
    ok(await owner.op('deleteSharedResourceLimit', { cluster_id: CLUSTER, shared_user_id: aliceId }));
    const [removed] = await sharedUsers(owner, { search_word: 'alice' });
    expect(removed.clusters).toEqual([{ cluster_id: CLUSTER, cluster_name: '共享集群_A' }]);
  });

  it('changes one field named by modify_type', async () => {
    const modify = (client: TestClient, type: Schema<'SharedUserModifyType'>, body: Partial<RequestOf<'modifySharedUser'>>) =>
      client.op('modifySharedUser', { modify_type: type, cluster_id: CLUSTER, shared_user_id: 'shu-liuyang1', ...body });
    const body = ok(await modify(owner, 'status', { status: 'active' }));
    ok(await modify(owner, 'permission', { permission: 'readonly' }));
    ok(await modify(owner, 'password', { password: 'Wrf#Member2026' }));
    await tick(gw);
    expect(await operationStatus(gw.gateway.db, body.job_id)).toBe('successful');
    expect((await sharedUsers(owner, { search_word: 'liuyang' }))[0]).toMatchObject({ status: 'active', permission: 'readonly' });
    // The field modify_type names is missing: a rule beyond the schema (409), the field named, in the request's language.
    const lacking = await refusedUnchanged(gw, () => modify(owner, 'status', { permission: 'readwrite' }), { status: 409, retCode: 1100 });
    expect(lacking.body.validation).toEqual([
      { location: ['body', 'status'], message: 'The body must carry status, the field named by modify_type', code: 'modify_type' },
    ]);
    const chinese = Object.assign(new TestClient(gw.api, 'zh-CN'), { cookies: owner.cookies, csrf: owner.csrf });
    const lackingZh = await refusedUnchanged(gw, () => modify(chinese, 'password', { status: 'active' }), {
      status: 409,
      retCode: 1100,
      message: '请求参数不合法',
    });
    expect(lackingZh.body.validation).toEqual([
      { location: ['body', 'password'], message: '修改类型 (modify_type) 为 password 时，请求体必须包含 password', code: 'modify_type' },
    ]);
    await refusedUnchanged(
      gw,
      () =>
        owner.call('POST', '/portal-hpc/shared/user/modifyUser/colour', {
          cluster_id: CLUSTER,
          shared_user_id: 'shu-liuyang1',
          status: 'active',
        }),
      { status: 422, retCode: 1100 },
    );
    await refusedUnchanged(gw, () => modify(owner, 'status', { shared_user_id: 'shu-zzzz9999', status: 'disabled' }), {
      status: 404,
      retCode: 1400,
    });
    await refusedUnchanged(gw, () => modify(alice, 'status', { status: 'disabled' }), { status: 403, retCode: 1300 });
  });

  it('counts the shared members, their jobs and the idle nodes of each shared cluster', async () => {
    const db = gw.gateway.db;
    await insertJob(db, {
      id: 'hpcjob-acs00002',
      clusterId: CLUSTER,
      account: 'alice',
      userId: 'iam-alice',
      status: 'running',
      cores: 8,
      runTime: 60,
    });
    await insertJob(db, { id: 'hpcjob-acs00003', clusterId: CLUSTER, account: 'liuyang', status: 'pending', cores: 4 });
    await insertJob(db, { id: 'hpcjob-acs00004', clusterId: CLUSTER, account: 'usr_owner', status: 'running', cores: 56, runTime: 60 });
    const body = ok(await owner.op('listSharedClusters', { cluster_id: [CLUSTER] }));
    expect(body.shared_cluster_set).toEqual([
      {
        cluster_id: CLUSTER,
        cluster_name: '共享集群_A',
        shared_user_count: 3,
        jobs: { pending_count: 1, running_count: 1, running_cpu_core_count: 8 },
        nodes: { idle_count: 0, total_count: 2 },
      },
    ]);
    const all = ok(await owner.op('listSharedClusters', { sort_key: 'cluster_id', reverse: 0 }));
    expect((all.shared_cluster_set as { cluster_id: string }[]).map((c) => c.cluster_id)).toContain(CLUSTER);
    expect(ok(await alice.op('listSharedClusters', { cluster_id: [CLUSTER] })).total_count).toBe(0);
    expect(ok(await admin.op('listSharedClusters', {})).total_count).toBe(0);
    await refusedUnchanged(gw, () => owner.call('GET', '/portal-hpc/shared/clusters', { sort_key: 'name' }), {
      status: 422,
      retCode: 1100,
    });
  });

  it('removes members without pending or running jobs, asynchronously', async () => {
    const db = gw.gateway.db;
    await refusedUnchanged(gw, () => owner.op('deleteSharedUser', { cluster_id: CLUSTER, shared_user_ids: [aliceId] }), {
      status: 409,
      retCode: 2100,
      message: 'The shared member “alice” still has running or pending jobs on the cluster',
    });
    await refusedUnchanged(gw, () => owner.op('deleteSharedUser', { cluster_id: CLUSTER, shared_user_ids: ['shu-zzzz9999'] }), {
      status: 404,
      retCode: 1400,
    });
    await refusedUnchanged(gw, () => sub.op('deleteSharedUser', { cluster_id: CLUSTER, shared_user_ids: [aliceId] }), {
      status: 403,
      retCode: 1300,
    });
    await db.query(
      "UPDATE jobs SET job_status = 'finished', finished_time = now() WHERE hpcjob_uuid IN ('hpcjob-acs00002', 'hpcjob-acs00003')",
    );
    const body = ok(await owner.op('deleteSharedUser', { cluster_id: CLUSTER, shared_user_ids: [aliceId, 'shu-liuyang1'] }));
    expect((await sharedUsers(owner, { search_word: 'alice' }))[0]).toMatchObject({ status: 'deleting', clusters: [] });
    await tick(gw);
    expect(await operationStatus(db, body.job_id)).toBe('successful');
    expect(await sharedUsers(owner, { search_word: 'alice' })).toEqual([]);
    // liuyang stays a member of its other cluster.
    expect((await sharedUsers(owner, { search_word: 'liuyang' }))[0].clusters).toHaveLength(1);
  });
});
