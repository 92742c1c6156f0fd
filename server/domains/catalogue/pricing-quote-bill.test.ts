/**
 * The price the console quotes is the price billed (ADR 0016): each cluster type is created through the gateway,
 * the quote the creation flow shows is read the way the console reads it (GetClusterPrice for an EHPC cluster's
 * nodes, billing/cost for an HPC cluster's queue type), then the billing ticker runs an hour on its own clock and
 * what it charged is compared with the quote; the add-nodes and resize fees likewise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../seed/fixtures';
import type { RequestOf, Schema } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { billingTicker } from '../accounts/public';
import { insertJob } from '../accounts/test-support';
import { ensureNasExports, signIn, tick } from '../clusters/test-support';

const HOUR = 3600_000;

let gw: TestGateway;
let owner: TestClient;
/** The ticker's clock: well after the real time at which the clusters are created (their nodes' create_time). */
let clock = 0;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { runEngine: false });
  await ensureNasExports(gw.gateway.db);
  owner = await signIn(gw, 'usr-owner');
  await gw.gateway.db.query("UPDATE account_balances SET available = 1000000 WHERE owner = 'usr-owner'");
  clock = Date.now() + 10 * 60_000;
}, 120_000);
afterAll(() => gw?.close());

const node = (instance_class: Schema<'InstanceClass'>, cpu: number, memory: number, count: number) => ({
  instance_class,
  cpu,
  memory,
  gpu: 0,
  count,
});
const EHPC_NODES = { controller: node(101, 4, 8192, 1), compute: node(101, 16, 32768, 2), login: node(1, 2, 4096, 1) };

function ehpcForm(name: string, extra: Partial<Schema<'CreateEhpcClusterForm'>> = {}): RequestOf<'createCluster'> {
  return {
    cluster_type: 'ehpc',
    cluster_name: name,
    network_type: 'private',
    vxnet: 'vxnet-hpc01',
    nas_id: SEED.nas.spare,
    nas_path: `/share/${name}`,
    app_version: 'appv-ehpc241',
    admin_password: 'Ehpc#Admin2026',
    deploy_mode: 1,
    scheduler_type: 'slurm',
    queue_name: 'normal',
    node_config: EHPC_NODES,
    paid_type: 0,
    duration: 0,
    is_auto_renewal: 0,
    ...extra,
  };
}

async function ok<Body>(answer: Promise<{ status: number; body: Body }>): Promise<Body> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** The quote of the EHPC creation flow (use-creation-price.ts: clusterPriceParams). */
async function ehpcQuote(duration = 0): Promise<number> {
  const body = await ok(
    owner.op('getClusterPrice', {
      app_id: 'app-ehpc01',
      app_version: 'appv-ehpc241',
      conf: JSON.stringify(EHPC_NODES),
      deploy_mode: 1,
      duration,
    }),
  );
  return Number(body.total_price);
}

async function create(form: RequestOf<'createCluster'>): Promise<string> {
  const body = await ok(owner.op('createCluster', form));
  await tick(gw, 2);
  const [row] = await gw.gateway.db.query<{ status: string }>('SELECT status FROM clusters WHERE cluster_id = $1', [body.cluster_id]);
  expect(row.status).toBe('active');
  return String(body.cluster_id);
}

/** Everything charged for the cluster so far (its charge records, as GetChargeRecords lists them). */
async function billed(clusterId: string): Promise<number> {
  const [row] = await gw.gateway.db.query<{ sum: number }>(
    'SELECT coalesce(sum(total_sum), 0)::float8 AS sum FROM charge_records WHERE resource_id = $1',
    [clusterId],
  );
  return row.sum;
}

/** What the ticker charges the cluster over one hour of its clock (the first tick only sets where the hour starts). */
async function billedOverAnHour(clusterId: string): Promise<number> {
  clock += HOUR;
  await billingTicker(gw.gateway.db, new Date(clock));
  const before = await billed(clusterId);
  clock += HOUR;
  await billingTicker(gw.gateway.db, new Date(clock));
  return (await billed(clusterId)) - before;
}

describe('an EHPC cluster paid by usage', () => {
  let clusterId = '';

  it('is billed per hour what its creation quoted, and its lease list says the same', async () => {
    const quote = await ehpcQuote();
    // 4-core controller, two 16-core c3 compute nodes and a 2-core s1 login node at their SKUs' prices.
    expect(quote).toBe(4 * 0.12 + 2 * 16 * 0.12 + 2 * 0.09);
    clusterId = await create(ehpcForm('quote_bill_ehpc'));
    expect(await billedOverAnHour(clusterId)).toBeCloseTo(quote, 4);
    const lease = await ok(owner.op('getPrivateResourceInfo', { cluster_id: clusterId, paid_type: 'PayForUsed', resource_type: 'node' }));
    expect(lease.total_cost).toBe(quote);
  });

  it('bills an added node at the add-nodes fee from then on', async () => {
    const spec = { role: 'compute', instance_class: 101, cpu: 16, memory: 32768 } as const;
    const fee = await ok(owner.op('getAddNodesFee', { cluster_id: clusterId, count: 1, ...spec }));
    const { price_diff: perHour } = fee.resize_fee[0];
    expect(perHour).toBe(1.92);
    const before = await billedOverAnHour(clusterId);
    await ok(owner.op('addNodes', { cluster_id: clusterId, count: 1, gpu: 0, ...spec }));
    await tick(gw, 2);
    expect(await billedOverAnHour(clusterId)).toBeCloseTo(before + Number(perHour), 4);
  });

  it('quotes a resize as the difference of the quotes of the two sizes', async () => {
    const fee = await ok(
      owner.op('getResizeClusterFee', { cluster_id: clusterId, role: 'compute', instance_class: 101, cpu: 32, memory: 65536 }),
    );
    // Three 16-core nodes become three 32-core ones: 3 × 16 more cores at 0.12.
    expect(fee.resize_fee[0]).toMatchObject({ duration: 0, price_diff: 5.76 });
  });
});

describe('an EHPC cluster paid monthly', () => {
  it('is charged at purchase what its creation quoted for the months bought', async () => {
    const quote = await ehpcQuote(2);
    expect(quote).toBeCloseTo((4 * 0.12 + 2 * 16 * 0.12 + 2 * 0.09) * 720 * 0.7 * 2, 2);
    const clusterId = await create(ehpcForm('quote_bill_month', { paid_type: 1, duration: 2 }));
    clock += HOUR;
    await billingTicker(gw.gateway.db, new Date(clock));
    expect(await billed(clusterId)).toBeCloseTo(quote, 2);
  });
});

describe('an HPC cluster', () => {
  it('is billed only the core-hours of its jobs on the shared queue, at the queue price its creation quoted', async () => {
    const quote = await ok(owner.op('getBillingCost', { queue_type: 'qt-shared56', paid_type: 0 }));
    // A node of the shared queue type for an hour: 56 cores at 0.0125 a core-hour.
    expect(quote).toMatchObject({ cost: 0.7, unit: 'hour' });
    const clusterId = await create({
      cluster_type: 'hpc',
      cluster_name: 'quote_bill_hpc',
      network_type: 'base',
      vxnet: 'vxnet-ks',
      nas_id: SEED.nas.spare,
      app_version: 'appv-hpc310',
      admin_password: 'Lab!Admin2026x',
      queue_type: 'qt-shared56',
      user_name: 'student09',
      password: 'Stud3nt@Pass01',
      paid_type: 0,
    });
    // Its controller, login node and shared compute nodes are the platform's: an hour without jobs costs nothing.
    expect(await billedOverAnHour(clusterId)).toBe(0);
    const lease = await ok(owner.op('getPrivateResourceInfo', { cluster_id: clusterId, paid_type: 'PayForUsed', resource_type: 'node' }));
    expect(lease).toMatchObject({ total_count: 0, total_cost: 0 });
    // A job on all 56 cores of a node of the queue for the whole of the next hour.
    const [queue] = await gw.gateway.db.query<{ hpcqueue_id: string }>('SELECT hpcqueue_id FROM queues WHERE cluster_id = $1', [clusterId]);
    await insertJob(gw.gateway.db, {
      id: 'hpcjob-qbill001',
      clusterId,
      account: 'student09',
      status: 'running',
      cores: 56,
      queueId: queue.hpcqueue_id,
    });
    await gw.gateway.db.query('UPDATE jobs SET started_time = $2 WHERE hpcjob_uuid = $1', ['hpcjob-qbill001', new Date(clock + HOUR)]);
    expect(await billedOverAnHour(clusterId)).toBeCloseTo(Number(quote.cost), 4);
  });
});

describe('a newly created mount point', () => {
  it("is listed on its cluster's lease tab at the price its creation dialog and the price lookup quoted (1 TiB: 0.7168 an hour)", async () => {
    const fs = await ok(owner.op('createFileSystem', { name: 'quote_bill_fs', capacity: 2048 }));
    await tick(gw, 2);
    const fsId = String(fs.fs_id);
    // The creation dialog's quote: bill/cost of the quota, before anything is created.
    const quote = Number((await ok(owner.op('getNasBillCost', { quota: 1024, fs_id: fsId }))).cost);
    expect(quote).toBe(0.7168);
    const made = await ok(owner.op('createExport', { fsid: fsId, name: 'quote_bill_tb', quota: 1024, shared_path: '/' }));
    await tick(gw, 2);
    const nasId = String(made.nas_id);
    const clusterId = await create(ehpcForm('quote_bill_nas', { nas_id: nasId, nas_path: '/share' }));
    const lease = await ok(
      owner.op('getPrivateResourceInfo', { cluster_id: clusterId, paid_type: 'PayForUsed', resource_type: 'storage' }),
    );
    const rows = lease.resource_info_set;
    expect(rows).toEqual([expect.objectContaining({ resource_id: nasId, resource_type: 'storage', unit_price: quote })]);
  });
});
