import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import type { RequestOf } from '../../http/handler-types';
import { startTestGateway, TestClient, type TestGateway } from '../../test-support';
import { insertCluster, insertJob, insertNas, ok, signIn, type Answered } from './test-support';
import { refusedUnchanged } from '../../testing/refusals';
import { syncShares } from './shares';

const PAYG = 'hpc-acb00001';
const RESERVED = 'ehpc-acb00002';
const FOREIGN = 'hpc-acb00003';
const GIB = 1073741824;
const DAY = 86400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let alice: TestClient;
let admin: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  const db = gw.gateway.db;
  await insertNas(db, 'nas-acb00001', 500);
  await insertCluster(db, { id: PAYG, type: 'hpc', nasId: 'nas-acb00001', computeNodes: 2, queues: ['normal'] });
  await insertCluster(db, { id: RESERVED, paidType: 1, duration: 2, autoRenewal: 1, computeNodes: 1 });
  await insertCluster(db, { id: FOREIGN, type: 'hpc', owner: 'usr-admin' });
  await db.query("INSERT INTO projects (project_id, name, owner) VALUES ('prj-acb00001', 'acb', 'usr-owner')");
  await db.query("INSERT INTO project_resources (project_id, cluster_id) VALUES ('prj-acb00001', $1)", [PAYG]);
  await db.query(
    "INSERT INTO project_members (project_id, user_id, permission, shared_role) VALUES ('prj-acb00001', 'usr-sub', 'readonly', 'shared_member')",
  );
  // The rows above bypass the handlers: mirror them into cluster_shares as the handlers do (ADR 0006).
  await syncShares(db, [PAYG], ['usr-sub']);
  // Bill lines of PAYG: one every other day over the last 10 days, and one 50 days ago.
  for (const [i, start] of [2, 4, 6, 8, 10, 50].entries()) {
    await db.query(
      `INSERT INTO bills (bill_id, owner, kind, cluster_id, resource_id, resource_name, charge_type, amount, core_hours, start_time, end_time)
       VALUES ($1, 'usr-owner', 'cluster', $2, $2, 'payg', 'PayForUsed', $3, $4, $5, $5::timestamptz + interval '1 day')`,
      [`bill-acb0000${i}`, PAYG, 10 + i, 100 + i, daysAgo(start)],
    );
  }
  [owner, sub, alice, admin] = await Promise.all([
    signIn(gw, 'usr-owner'),
    signIn(gw, 'usr-sub'),
    signIn(gw, 'iam-alice'),
    signIn(gw, 'usr-admin'),
  ]);
}, 120_000);
afterAll(() => gw?.close());

/** The same signed-in user asking in Chinese (the clients above ask in English). */
const chinese = (client: TestClient) => Object.assign(new TestClient(gw.api, 'zh-CN'), { cookies: client.cookies, csrf: client.csrf });

describe('balance, arrears and charge records', () => {
  it('answers the account’s balance to its owner only: its IAM user and sub-users are refused (ADR 0013)', async () => {
    const expected = { total_sum: 52380.6, currency: 'cny', available: 48560.475, frozen: 3820.125 };
    expect(ok(await owner.op('getBalance', {})).balance).toEqual(expected);
    expect(ok(await admin.op('getBalance', {})).balance).toMatchObject({ available: 10000 });
    for (const client of [alice, sub]) {
      const reads: (() => Promise<Answered>)[] = [
        () => client.op('getBalance', {}),
        () => client.op('getArrearsInfos', {}),
        () => client.op('getRemoteAppBillInfo', {}),
      ];
      for (const read of reads) {
        const refused = await refusedUnchanged(gw, read, { status: 403, retCode: 1300, message: 'Only the account owner sees billing' });
        expect(JSON.stringify(refused.body)).not.toContain('48560');
      }
    }
    await refusedUnchanged(gw, () => chinese(sub).op('getBalance', {}), {
      status: 403,
      retCode: 1300,
      message: '只有账号所有者可以查看费用信息',
    });
  });

  it('lists the resources in arrears with the total owed', async () => {
    const body = ok(await owner.op('getArrearsInfos', {}));
    expect(body).toMatchObject({
      total_count: 1,
      total_sum: 126.3375,
      arrears_info_set: [{ resource_id: SEED.clusters.hpcSuspended, amount: 126.3375 }],
    });
    expect(ok(await owner.op('getArrearsInfos', { resource: PAYG })).total_count).toBe(0);
    expect(ok(await admin.op('getArrearsInfos', {})).total_sum).toBe(0);
    await refusedUnchanged(gw, () => owner.call('GET', '/billing/GetArrearsInfos', { sort_key: 'owner' }), { status: 422, retCode: 1100 });
  });

  it('lists the charge records of an owned resource, newest first, within a period', async () => {
    const all = ok(await owner.op('getChargeRecords', { resource: SEED.clusters.ehpcActive, limit: 100 }));
    expect(all.total_count).toBe(75);
    const times = (all.charge_record_set as { charge_time: string }[]).map((r) => r.charge_time);
    expect(times).toEqual([...times].sort().reverse());
    // The seeded daily records are charged at midnight (UTC): the seed's day and the nine before (the seed's day read
    // from its newest record, since the seed and this test may fall on either side of a midnight).
    const [{ at }] = await gw.gateway.db.query<{ at: Date }>('SELECT max(charge_time) AS at FROM charge_records WHERE resource_id = $1', [
      SEED.clusters.ehpcActive,
    ]);
    const since = new Date(new Date(at).getTime() - 10 * DAY + 3600_000).toISOString();
    const recent = ok(
      await owner.op('getChargeRecords', { resource: SEED.clusters.ehpcActive, start_time: since, end_time: new Date().toISOString() }),
    );
    expect(recent.total_count).toBe(10);
    // Another account's resource answers like one that does not exist (ADR 0006); a shared member is refused.
    await refusedUnchanged(gw, () => owner.op('getChargeRecords', { resource: FOREIGN }), {
      status: 404,
      retCode: 1400,
      message: `The resource does not exist: ${FOREIGN}`,
    });
    await refusedUnchanged(gw, () => sub.op('getChargeRecords', { resource: PAYG }), { status: 403, retCode: 1300 });
    await refusedUnchanged(gw, () => owner.op('getChargeRecords', { resource: 'hpc-zzzz9999' }), { status: 404, retCode: 1400 });
    // A period the schema accepts but the rules refuse: 409, the field named, in the request's language.
    const reversed = { resource: PAYG, start_time: daysAgo(1), end_time: daysAgo(2) };
    expect(
      (await refusedUnchanged(gw, () => owner.op('getChargeRecords', reversed), { status: 409, retCode: 1100 })).body.validation,
    ).toEqual([{ location: ['query', 'end_time'], message: 'Must be after the start time', code: 'period' }]);
    expect(
      (
        await refusedUnchanged(gw, () => chinese(owner).op('getChargeRecords', reversed), {
          status: 409,
          retCode: 1100,
          message: '请求参数不合法',
        })
      ).body.validation,
    ).toEqual([{ location: ['query', 'end_time'], message: '结束时间必须晚于开始时间', code: 'period' }]);
    const old = { resource: PAYG, start_time: daysAgo(100) };
    expect((await refusedUnchanged(gw, () => owner.op('getChargeRecords', old), { status: 409, retCode: 1100 })).body.validation).toEqual([
      { location: ['query', 'start_time'], message: 'Must be within the last 90 days', code: 'period' },
    ]);
    expect(
      (await refusedUnchanged(gw, () => chinese(owner).op('getChargeRecords', old), { status: 409, retCode: 1100 })).body.validation,
    ).toEqual([{ location: ['query', 'start_time'], message: '只能查询最近 90 天内的数据', code: 'period' }]);
  });
});

describe('bills', () => {
  it('lists a cluster’s bill lines of the last 30 days, or of a period, with their total', async () => {
    const body = ok(await owner.op('getClusterBillInfo', { cluster_id: PAYG }));
    expect(body).toMatchObject({ total_count: 5, total_sum: 10 + 11 + 12 + 13 + 14, currency: 'cny' });
    expect((body.bill_info_set as { bill_id: string }[])[0]).toMatchObject({
      bill_id: 'bill-acb00000',
      charge_type: 'PayForUsed',
      core_hours: 100,
    });
    const period = ok(await owner.op('getClusterBillInfo', { cluster_id: PAYG, start_time: daysAgo(5), sort_key: 'amount', reverse: 0 }));
    expect((period.bill_info_set as { amount: number }[]).map((b) => b.amount)).toEqual([10, 11]);
    await refusedUnchanged(gw, () => sub.op('getClusterBillInfo', { cluster_id: PAYG }), { status: 403, retCode: 1300 });
    await refusedUnchanged(gw, () => owner.op('getClusterBillInfo', { cluster_id: FOREIGN }), {
      status: 404,
      retCode: 1400,
      message: `The cluster does not exist: ${FOREIGN}`,
    });
    const threeDaysAgo = daysAgo(3); // one reading of the clock: two could be a millisecond apart, a valid period
    await refusedUnchanged(
      gw,
      () => owner.op('getClusterBillInfo', { cluster_id: PAYG, start_time: threeDaysAgo, end_time: threeDaysAgo }),
      { status: 409, retCode: 1100 },
    );
    await refusedUnchanged(gw, () => owner.op('getClusterBillInfo', { cluster_id: PAYG, start_time: daysAgo(91) }), {
      status: 409,
      retCode: 1100,
    });
  });

  it('lists the remote apps’ bill lines, by application', async () => {
    const all = ok(await owner.op('getRemoteAppBillInfo', {}));
    expect(all.total_count).toBe(4);
    const paraview = ok(await owner.op('getRemoteAppBillInfo', { hpcsw_id: 'hpcsw-paraview511' }));
    expect(paraview).toMatchObject({ total_count: 2, total_sum: 3.2 });
    await refusedUnchanged(gw, () => owner.op('getRemoteAppBillInfo', { start_time: daysAgo(1), end_time: daysAgo(2) }), {
      status: 409,
      retCode: 1100,
    });
    // Only an end: the 30 days before it.
    expect(ok(await owner.op('getRemoteAppBillInfo', { end_time: daysAgo(4) })).total_count).toBe(2);
  });

  it('lists a cluster’s billed resources in its charge mode', async () => {
    const payg = ok(await owner.op('getPrivateResourceInfo', { cluster_id: PAYG, paid_type: 'PayForUsed', sort_key: 'unit_price' }));
    // An HPC cluster's nodes are the platform's (ADR 0016): its storage only, at the NAS price (500 GiB × 0.0007).
    expect(payg).toMatchObject({ total_count: 1, total_cost: 0.35, currency: 'cny' });
    expect((payg.resource_info_set as { resource_type: string }[]).map((r) => r.resource_type)).toEqual(['storage']);
    expect((payg.resource_info_set as unknown[])[0]).toMatchObject({
      resource_id: 'nas-acb00001',
      storage: 500 * GIB,
      unit_price: 0.35,
      paid_type: 0,
      duration: 0,
      expire_time: null,
    });
    expect(ok(await owner.op('getPrivateResourceInfo', { cluster_id: PAYG, paid_type: 'Reserved' })).total_count).toBe(0);
    const reserved = ok(await owner.op('getPrivateResourceInfo', { cluster_id: RESERVED, paid_type: 'Reserved', resource_type: 'node' }));
    // One 56-core c3 compute node at its SKU's 6.72 an hour: 720 hours at 70 % a month.
    expect(reserved).toMatchObject({
      total_count: 1,
      total_cost: 3386.88,
      resource_info_set: [{ paid_type: 1, duration: 2, auto_renewal: 1, role: 'compute', cpu: 56 }],
    });
    await refusedUnchanged(gw, () => sub.op('getPrivateResourceInfo', { cluster_id: PAYG, paid_type: 'PayForUsed' }), {
      status: 403,
      retCode: 1300,
      message: 'Only the account owner sees billing',
    });
    await refusedUnchanged(gw, () => alice.op('getPrivateResourceInfo', { cluster_id: PAYG, paid_type: 'PayForUsed' }), {
      status: 403,
      retCode: 1300,
      message: 'Only the account owner sees billing',
    });
    await refusedUnchanged(gw, () => owner.op('getPrivateResourceInfo', { cluster_id: FOREIGN, paid_type: 'PayForUsed' }), {
      status: 404,
      retCode: 1400,
      message: `The cluster does not exist: ${FOREIGN}`,
    });
    await refusedUnchanged(gw, () => owner.call('GET', '/portal-hpc/rent/cluster/privateResourceInfo', { cluster_id: PAYG }), {
      status: 422,
      retCode: 1100,
    });
  });

  it('answers the user’s consumption of a shared cluster this month', async () => {
    const db = gw.gateway.db;
    await insertJob(db, { id: 'hpcjob-acb00001', clusterId: PAYG, account: 'usr_owner', status: 'finished', cores: 10, runTime: 3600 });
    await insertJob(db, {
      id: 'hpcjob-acb00002',
      clusterId: PAYG,
      account: 'usr_sub',
      userId: 'usr-sub',
      status: 'finished',
      cores: 2,
      runTime: 1800,
    });
    const mine = ok(await owner.op('getShareResourceInfo', { cluster_id: PAYG }));
    expect(mine.share_resource_info).toMatchObject({
      cluster_id: PAYG,
      used_core_hours: 11,
      allocated_core_hours: null,
      cost: 0.825,
      currency: 'cny',
    });
    const member = ok(await sub.op('getShareResourceInfo', { cluster_id: PAYG }));
    expect(member.share_resource_info).toMatchObject({ used_core_hours: 1, used_storage: 0 });
    await refusedUnchanged(gw, () => admin.op('getShareResourceInfo', { cluster_id: PAYG }), { status: 404, retCode: 1400 });
  });
});

describe('prices and remote-app usage', () => {
  it('prices a private queue per hour or for a Reserved duration', async () => {
    const hourly = ok(await owner.op('getBillingCost', { queue_type: 'qt-ded56' }));
    expect(hourly).toMatchObject({ unit: 'hour', duration: 0, currency: 'cny' });
    const reserved = ok(await owner.op('getBillingCost', { queue_type: 'qt-ded56', paid_type: 1, duration: 2, is_auto_renewal: 1 }));
    expect(reserved).toMatchObject({ unit: 'month', duration: 2, cost: (Math.round(Number(hourly.cost) * 720 * 0.7 * 10000) / 10000) * 2 });
    const noDuration: RequestOf<'getBillingCost'> = { queue_type: 'qt-ded56', paid_type: 1 };
    expect(
      (await refusedUnchanged(gw, () => owner.op('getBillingCost', noDuration), { status: 409, retCode: 1100 })).body.validation,
    ).toEqual([{ location: ['query', 'duration'], message: 'A Reserved price needs a duration of at least 1 month', code: 'duration' }]);
    expect(
      (await refusedUnchanged(gw, () => chinese(owner).op('getBillingCost', noDuration), { status: 409, retCode: 1100 })).body.validation,
    ).toEqual([{ location: ['query', 'duration'], message: '包年包月的时长至少为 1 个月', code: 'duration' }]);
    const hourlyFor: RequestOf<'getBillingCost'> = { queue_type: 'qt-ded56', duration: 1 };
    expect(
      (await refusedUnchanged(gw, () => owner.op('getBillingCost', hourlyFor), { status: 409, retCode: 1100 })).body.validation,
    ).toEqual([
      {
        location: ['query', 'duration'],
        message: 'A duration or auto-renewal means the Reserved charge mode (paid_type 1)',
        code: 'paid_type',
      },
    ]);
    expect(
      (
        await refusedUnchanged(gw, () => chinese(owner).op('getBillingCost', { queue_type: 'qt-ded56', is_auto_renewal: 1 }), {
          status: 409,
          retCode: 1100,
        })
      ).body.validation,
    ).toEqual([
      { location: ['query', 'is_auto_renewal'], message: '只有包年包月（paid_type 为 1）才能指定时长或自动续费', code: 'paid_type' },
    ]);
    await refusedUnchanged(gw, () => owner.op('getBillingCost', { queue_type: 'qt-ded56', prod_name: 'gpu_box' }), {
      status: 404,
      retCode: 1400,
    });
    const missing = await refusedUnchanged(gw, () => chinese(owner).call('GET', '/portal-hpc/billing/cost', {}), {
      status: 422,
      retCode: 1100,
      message: '请求参数不合法',
    });
    expect(missing.body.validation).toEqual([{ location: ['query'], message: '缺少必填字段 队列类型', code: 'required' }]);
    expect(
      (await refusedUnchanged(gw, () => owner.call('GET', '/portal-hpc/billing/cost', {}), { status: 422, retCode: 1100 })).body.validation,
    ).toEqual([{ location: ['query'], message: 'Missing required field queue type', code: 'required' }]);
  });

  it('lists remote-app usage, a running session without an end', async () => {
    const body = ok(await owner.op('listRemoteAppLogs', { app_state: 'running' }));
    expect(body.total_count).toBe(1);
    const [running] = body.remoteapp_log_set_set as { end_time: null; duration: number; cost: number; iamuser_name: string }[];
    expect(running).toMatchObject({ end_time: null, iamuser_name: 'alice' });
    expect(running.duration).toBeGreaterThanOrEqual(4790);
    expect(running.cost).toBeGreaterThanOrEqual(4.8);
    expect(ok(await owner.op('listRemoteAppLogs', { app_name: 'paraview' })).total_count).toBe(2);
    expect(ok(await owner.op('listRemoteAppLogs', {})).total_count).toBe(4);
    const own = ok(await sub.op('listRemoteAppLogs', { sort_key: 'cost' }));
    expect(own).toMatchObject({ total_count: 1, remoteapp_log_set_set: [{ user: 'usr-sub', app_state: 'stopped' }] });
    // Names where they exist, beside the ids, so that the list never shows only an id.
    const [subRow] = own.remoteapp_log_set_set as { user_name?: string; cluster_id: string; cluster_name?: string }[];
    const [cluster] = await gw.gateway.db.query<{ cluster_name: string }>('SELECT cluster_name FROM clusters WHERE cluster_id = $1', [
      subRow!.cluster_id,
    ]);
    const [subUser] = await gw.gateway.db.query<{ user_name: string }>("SELECT user_name FROM users WHERE user_id = 'usr-sub'");
    expect(subRow).toMatchObject({ user_name: subUser!.user_name, cluster_name: cluster!.cluster_name });
    await refusedUnchanged(gw, () => owner.call('GET', '/portal-hpc/billing/remoteapp_log_list', { app_state: 'paused' }), {
      status: 422,
      retCode: 1100,
    });
  });
});
