import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { ownerInArrears, recharge } from '../accounts/public';
import { insertCluster, insertJob, ok, signIn } from './test-support';

// usr-admin is the owner whose money runs out; usr-owner buys a Reserved cluster.
const PAYG = 'hpc-abt00001';
const OTHER = 'hpc-abt00002';
const RESERVED = 'ehpc-abt00003';
const HOUR = 3600_000;

let gw: TestGateway;
/** The clock of the test: the jobs started an hour before it. */
let START = 0;
let admin: TestClient;
let owner: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  const db = gw.gateway.db;
  await insertCluster(db, { id: PAYG, type: 'hpc', owner: 'usr-admin', computeNodes: 1 });
  await insertCluster(db, { id: OTHER, type: 'hpc', owner: 'usr-admin' });
  await insertCluster(db, { id: RESERVED, paidType: 1, duration: 2, autoRenewal: 1, computeNodes: 1 });
  await db.query("UPDATE account_balances SET available = 10 WHERE owner = 'usr-admin'");
  START = Date.now();
  // 56 cores running for an hour, and a job that ended before the first accrual (not charged).
  await insertJob(db, {
    id: 'hpcjob-abt00001',
    clusterId: PAYG,
    account: 'adm',
    owner: 'usr-admin',
    userId: 'usr-admin',
    status: 'running',
    cores: 56,
    runTime: 3600,
  });
  await insertJob(db, {
    id: 'hpcjob-abt00002',
    clusterId: PAYG,
    account: 'adm',
    owner: 'usr-admin',
    userId: 'usr-admin',
    status: 'finished',
    cores: 56,
    runTime: 600,
    startedSecondsAgo: 7200,
  });
  [admin, owner] = await Promise.all([signIn(gw, 'usr-admin'), signIn(gw, 'usr-owner')]);
}, 120_000);
afterAll(() => gw?.close());

const at = (ms: number) => gw.gateway.engine.tick(new Date(START + ms));
const balance = async (client: TestClient) => ok(await client.op('getBalance', {})).balance.available;
const statusOf = async (id: string) =>
  (await gw.gateway.db.query<{ status: string }>('SELECT status FROM clusters WHERE cluster_id = $1', [id]))[0].status;

describe('the billing ticker', () => {
  it('charges the core-hours of running jobs on PayForUsed clusters', async () => {
    await at(60_000);
    // 56 cores × 61 minutes at 0.075 per core-hour.
    expect(await balance(admin)).toBeCloseTo(10 - 56 * (61 / 60) * 0.075, 2);
    const records = ok(await admin.op('getChargeRecords', { resource: PAYG }));
    expect(records).toMatchObject({ total_count: 1, charge_record_set: [{ resource_id: PAYG, duration: '1h' }] });
    expect((records.charge_record_set as { total_sum: number }[])[0].total_sum).toBeCloseTo(4.27, 2);
    // The period ends after the simulated hour's bill (dated from UTC midnight of the tick), whatever the real time.
    const bills = ok(await admin.op('getClusterBillInfo', { cluster_id: PAYG, end_time: new Date(START + 120_000).toISOString() }));
    expect(bills).toMatchObject({ total_count: 1, bill_info_set: [{ charge_type: 'PayForUsed' }] });
    expect((bills.bill_info_set as { core_hours: number }[])[0].core_hours).toBeCloseTo(56.93, 1);
    expect(await ownerInArrears(gw.gateway.db, 'usr-admin')).toBe(false);
  });

  it('charges a Reserved cluster at purchase and again when it renews', async () => {
    const before = await balance(owner);
    const records = async () => ok(await owner.op('getChargeRecords', { resource: RESERVED })).charge_record_set;
    // Charged at the first tick (above): one 56-core c3 node at its SKU's 6.72 an hour, 3386.88 a month, for 2 months.
    expect(await records()).toMatchObject([{ total_sum: 6773.76, duration: '2m' }]);
    const [period] = await gw.gateway.db.query<{ period_end: Date }>('SELECT period_end FROM reserved_periods WHERE cluster_id = $1', [
      RESERVED,
    ]);
    expect(new Date(period.period_end).getTime()).toBeGreaterThan(START + 58 * 24 * HOUR);
    await gw.gateway.db.query('UPDATE reserved_periods SET period_end = $2 WHERE cluster_id = $1', [RESERVED, new Date(START)]);
    await at(HOUR);
    expect(await records()).toHaveLength(2);
    expect(await balance(owner)).toBeLessThan(before - 6773.76 + 0.01);
    const [renewed] = await gw.gateway.db.query<{ expire_time: Date }>('SELECT expire_time FROM clusters WHERE cluster_id = $1', [
      RESERVED,
    ]);
    expect(new Date(renewed.expire_time).getTime()).toBeGreaterThan(START + 58 * 24 * HOUR);
  });

  it('puts an owner whose balance goes below zero in arrears and suspends its PayForUsed clusters', async () => {
    await at(2 * HOUR);
    expect(await balance(admin)).toBeLessThan(0);
    expect(await ownerInArrears(gw.gateway.db, 'usr-admin')).toBe(true);
    expect(await statusOf(PAYG)).toBe('suspended');
    expect(await statusOf(OTHER)).toBe('suspended');
    const arrears = ok(await admin.op('getArrearsInfos', {}));
    expect(arrears).toMatchObject({ total_count: 1, arrears_info_set: [{ resource_id: PAYG }] });
    expect(Number(arrears.total_sum)).toBeCloseTo(-(await balance(admin)), 3);
    const ops = await gw.gateway.db.query<{ resource_ids: string[] }>(
      "SELECT resource_ids FROM operations WHERE action = 'billing/suspendCluster' AND owner = 'usr-admin'",
    );
    expect(ops.map((o) => o.resource_ids[0]).sort()).toEqual([PAYG, OTHER]);
    // A suspended cluster is not charged.
    const owed = await balance(admin);
    await at(3 * HOUR);
    expect(await balance(admin)).toBe(owed);
  });

  it('settles the arrears after a recharge once the cluster is resumed', async () => {
    const db = gw.gateway.db;
    const available = await recharge(db, 'usr-admin', 100);
    expect(available).toBeGreaterThan(90);
    expect(await ownerInArrears(db, 'usr-admin')).toBe(false);
    await at(3 * HOUR + 20_000);
    expect(ok(await admin.op('getArrearsInfos', {})).total_count).toBe(1);
    await db.query("UPDATE clusters SET status = 'active' WHERE cluster_id = $1", [PAYG]);
    await at(4 * HOUR);
    expect(ok(await admin.op('getArrearsInfos', {})).total_count).toBe(0);
    // Charged again from the resumption on, not for the suspended hours.
    expect(await balance(admin)).toBeCloseTo(available - ((56 * (HOUR - 20_000)) / HOUR) * 0.075, 2);
  });
});
