import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOf, Schema } from '../../http/handler-types';
import { minutesBeforeNow, startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { insertCluster, insertJob, insertNode, minutesAgo, signedIn } from './test-support';

/**
 * One cluster written straight into the resource tables: 56 + 56 + 32 (GPU) active compute cores, a stopped
 * 56-core node that does not count, a 100 GiB export, two running jobs (64 cores, and 16 cores in the GPU
 * queue), a pending one and one that ran from 150 to 120 minutes ago.
 */
const CLUSTER = 'ehpc-montest1';
const CAPACITY = 56 + 56 + 32;
let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let admin: TestClient;

beforeAll(async () => {
  gw = await startTestGateway();
  [owner, sub, admin] = await Promise.all([signedIn(gw.api, 'usr-owner'), signedIn(gw.api, 'usr-sub'), signedIn(gw.api, 'usr-admin')]);
  const db = gw.gateway.db;
  await db.query(
    "INSERT INTO nas_exports (nas_id, fs_id, name, owner, zone, export_path, shared_path, quota_gb, private_ip) VALUES ('nas-montest1', 'fs-montest1', 'mon', 'usr-owner', 'pek3', '/mon', '/share', 100, '10.0.0.9')",
  );
  await insertCluster(db, { cluster_id: CLUSTER, nas_id: 'nas-montest1' });
  await insertNode(db, { node_id: 'cln-monctl01', cluster_id: CLUSTER, name: 'controller01', role: 'controller', cpu: 4, memory: 8192 });
  await insertNode(db, { node_id: 'cln-moncmp01', cluster_id: CLUSTER, name: 'compute01', cpu: 56, memory: 229376 });
  await insertNode(db, { node_id: 'cln-moncmp02', cluster_id: CLUSTER, name: 'compute02', cpu: 56, memory: 229376 });
  await insertNode(db, { node_id: 'cln-mongpu01', cluster_id: CLUSTER, name: 'gpu01', cpu: 32, memory: 262144, gpu: 4 });
  await insertNode(db, { node_id: 'cln-monstp01', cluster_id: CLUSTER, name: 'compute03', cpu: 56, memory: 229376, status: 'stopped' });
  await db.query(`INSERT INTO queues (hpcqueue_id, cluster_id, queue_name) VALUES ('hpcq-mongpu01', $1, 'gpu')`, [CLUSTER]);
  await db.query("INSERT INTO queue_nodes (hpcqueue_id, node_id) VALUES ('hpcq-mongpu01', 'cln-mongpu01')");
  await insertJob(db, {
    id: 'job-mon-run64',
    cluster_id: CLUSTER,
    cores: 64,
    status: 'running',
    submitted: minutesAgo(35),
    started: minutesAgo(30),
  });
  await insertJob(db, {
    id: 'job-mon-gpu16',
    cluster_id: CLUSTER,
    cores: 16,
    status: 'running',
    memory: 32768,
    queue: 'hpcq-mongpu01',
    submitted: minutesAgo(25),
    started: minutesAgo(20),
  });
  await insertJob(db, { id: 'job-mon-pend8', cluster_id: CLUSTER, cores: 8, status: 'pending', submitted: minutesAgo(10) });
  await insertJob(db, {
    id: 'job-mon-old100',
    cluster_id: CLUSTER,
    cores: 100,
    status: 'finished',
    submitted: minutesAgo(151),
    started: minutesAgo(150),
    finished: minutesAgo(120),
  });
}, 90_000);
afterAll(() => gw?.close());

type Row = Record<string, unknown>;
const pct = (part: number, whole: number) => Math.round((10000 * part) / whole) / 100;
const recent = (client: TestClient, resource: string, metrics: Schema<'MetricName'>[]) =>
  client.op('getRecentMetricData', { zone: 'pek3', resource_id: resource, metric_names: metrics });
const period = (
  client: TestClient,
  query: Pick<RequestOf<'getMetricDataByPeriod'>, 'metric_names' | 'start_time' | 'end_time'> & Partial<RequestOf<'getMetricDataByPeriod'>>,
) => client.op('getMetricDataByPeriod', { zone: 'pek3', resource_id: CLUSTER, step: 300, ...query });
const monitor = (client: TestClient, query: Pick<RequestOf<'getClusterMonitor'>, 'subtype'> & Partial<RequestOf<'getClusterMonitor'>>) =>
  client.op('getClusterMonitor', { zone: 'pek3', cluster_id: CLUSTER, step: 300, ...query });
const tags = (answer: Row, metric: string) =>
  Object.fromEntries(
    (
      (answer.data as Row[]).find((d) => d.metric_name === metric)!.recent_metric_data as {
        metric_tag_data: { tag: string; value: number | null }[];
      }
    ).metric_tag_data.map((t) => [t.tag, t.value]),
  );
const series = (answer: Row, meter: string) =>
  (answer.meter_set as Row[]).find((m) => m.meter_id === meter)!.data_set as [number, number | null][];

describe('monitoring derived from the load', () => {
  it('answers the cluster CPU usage as the running jobs’ cores over the active compute cores', async () => {
    const answer = await monitor(owner, { subtype: 'cluster', range_hours: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ cluster_id: CLUSTER, subtype: 'cluster', step: 300 });
    expect((answer.body.meter_set as Row[]).map((m) => m.meter_id)).toEqual([
      'cpu_system',
      'cpu_usage',
      'memory_usage',
      'storage_usage',
      'system_load',
    ]);
    const cpu = series(answer.body, 'cpu_usage');
    expect(cpu).toHaveLength(12);
    expect(cpu.slice(-3).map(([, v]) => v)).toEqual([pct(80, CAPACITY), pct(80, CAPACITY), pct(80, CAPACITY)]);
    expect(cpu[0][1]).toBe(0);
    expect(series(answer.body, 'system_load').at(-1)![1]).toBeCloseTo((80 + 8) / 3, 2);
    // Memory: 64 cores at half their memory, and the GPU job's 32 GiB.
    expect(series(answer.body, 'memory_usage').at(-1)![1]).toBe(pct(56 * 2048 + 8 * 2048 + 32768, 229376 * 2 + 262144));
    const storage = series(answer.body, 'storage_usage').map(([, v]) => Number(v));
    expect(storage.at(-1)!).toBeGreaterThan(storage[0]);
    // Storage: 64 KiB per core-second of every job on the export, over its 100 GiB.
    const written = (100 * 1800 + 64 * 1800 + 16 * 1200) * 65536;
    expect(tags((await recent(owner, 'cln-moncmp01', ['storage_usage'])).body, 'storage_usage').compute01).toBeCloseTo(
      (100 * written) / (100 * 1024 ** 3),
      0,
    );
  });

  it('places the GPU queue’s job on the GPU node', async () => {
    const gpu = await monitor(owner, { subtype: 'gpu', range_hours: 1 });
    expect(series(gpu.body, 'gpu_usage').at(-1)![1]).toBe(50);
    expect(series(gpu.body, 'gpu_memory_usage').at(-1)![1]).toBe(12.5);
    const now = await recent(owner, CLUSTER, ['cpu_usage', 'gpu_usage']);
    expect(tags(now.body, 'cpu_usage')).toEqual({
      controller01: expect.any(Number),
      compute01: 100,
      compute02: pct(8, 56),
      gpu01: 50,
      compute03: null,
    });
    expect(tags(now.body, 'gpu_usage')).toMatchObject({ compute01: null, gpu01: 50 });
  });

  it('answers the past from the job table: a finished job’s load stays in its hours', async () => {
    const during = await period(owner, { metric_names: ['cpu_usage'], ...minutesBeforeNow(145, 125) });
    expect(during.status).toBe(200);
    const points = (during.body.data as Row[])[0].metric_data as { avg_value: number | null }[];
    expect(points.map((p) => p.avg_value)).toEqual([pct(100, CAPACITY), pct(100, CAPACITY), pct(100, CAPACITY), pct(100, CAPACITY)]);
    const before = await period(owner, { metric_names: ['cpu_usage', 'system_load'], ...minutesBeforeNow(175, 155) });
    expect(((before.body.data as Row[])[0].metric_data as Row[]).every((p) => p.avg_value === 0)).toBe(true);
    const future = await period(owner, { metric_names: ['cpu_usage'], ...minutesBeforeNow(10, -20) });
    const values = ((future.body.data as Row[])[0].metric_data as Row[]).map((p) => p.avg_value);
    expect(values.at(-1)).toBeNull();
    expect(values[0]).toBe(pct(80, CAPACITY));
  });

  it('follows a job that ends: the present drops, the past keeps it', async () => {
    await gw.gateway.db.query(
      "UPDATE jobs SET job_status = 'finished', finished_time = now(), modified_time = now() WHERE hpcjob_uuid = 'job-mon-gpu16'",
    );
    try {
      const now = await recent(owner, CLUSTER, ['cpu_usage']);
      expect(tags(now.body, 'cpu_usage')).toMatchObject({ compute01: 100, compute02: pct(8, 56), gpu01: 0 });
      const past = await period(owner, { metric_names: ['cpu_usage'], ...minutesBeforeNow(15, 5) });
      expect(((past.body.data as Row[])[0].metric_data as Row[]).map((p) => p.avg_value)).toEqual([pct(80, CAPACITY), pct(80, CAPACITY)]);
    } finally {
      await gw.gateway.db.query(
        "UPDATE jobs SET job_status = 'running', finished_time = NULL, modified_time = started_time WHERE hpcjob_uuid = 'job-mon-gpu16'",
      );
    }
  });

  it('answers one node by node id or instance id, and the node and job overviews', async () => {
    const node = await recent(owner, 'cln-moncmp01', ['cpu_usage', 'memory_usage']);
    expect(node.body).toMatchObject({ resource_id: 'cln-moncmp01' });
    expect(tags(node.body, 'cpu_usage')).toEqual({ compute01: 100 });
    // A sub-user sees the cluster's nodes once the cluster is shared with it (ADR 0006), and not before.
    const unshared = await recent(sub, 'i-moncmp02', ['cpu_usage']);
    expect([unshared.status, unshared.body.message]).toEqual([404, 'The resource does not exist: i-moncmp02']);
    await gw.gateway.db.query("INSERT INTO cluster_shares (cluster_id, user_id, permission) VALUES ($1, 'usr-sub', 'readonly')", [CLUSTER]);
    expect(tags((await recent(sub, 'i-moncmp02', ['cpu_usage'])).body, 'cpu_usage')).toEqual({ compute02: pct(8, 56) });
    const nodes = await monitor(owner, { subtype: 'node' });
    const status = (nodes.body.meter_set as Row[]).find((m) => m.meter_id === 'node_status')!.data_set as Row[];
    expect(Object.fromEntries(status.map((r) => [r.label, r.value]))).toEqual({ active: 4, stopped: 1 });
    const jobs = await monitor(owner, { subtype: 'job', range_hours: 3 });
    const counts = (jobs.body.meter_set as Row[]).find((m) => m.meter_id === 'job_status')!.data_set as Row[];
    expect(Object.fromEntries(counts.map((r) => [r.label, r.value]))).toEqual({ finished: 1, pending: 1, running: 2 });
    expect(series(jobs.body, 'job_submitted').reduce((s, [, v]) => s + Number(v), 0)).toBe(4);
  });
});

describe('storage through a vNAS', () => {
  it('answers a vNAS-mounted cluster the storage of the export behind it, filled by every cluster whose files it holds', async () => {
    const db = gw.gateway.db;
    await db.query(
      "INSERT INTO s2_servers (s2_server_id, name, status, private_ip, vxnet_id, owner, zone) VALUES ('s2-montest1', 'mon-vnas', 'active', '192.168.10.41', 'vxnet-hpc01', 'usr-owner', 'pek3')",
    );
    await db.query(
      "INSERT INTO s2_shared_targets (shared_target_id, s2_server_id, export_name, nas_id) VALUES ('st-montest1', 's2-montest1', '/mnt/mon', 'nas-montest1')",
    );
    await insertCluster(db, { cluster_id: 'ehpc-monvnas1', nas_id: 's2-montest1' });
    await insertNode(db, { node_id: 'cln-monvnas1', cluster_id: 'ehpc-monvnas1', name: 'v01', cpu: 8, memory: 16384 });
    const storage = async (cluster: string) =>
      series((await monitor(owner, { cluster_id: cluster, subtype: 'cluster', range_hours: 1 })).body, 'storage_usage').at(-1)![1];
    const direct = await storage(CLUSTER);
    expect(direct).toBeGreaterThan(0);
    expect(await storage('ehpc-monvnas1')).toBeCloseTo(Number(direct), 1);
  });
});

describe('placements', () => {
  it('shows a running job on the nodes the scheduler gave it (job_nodes) rather than packed', async () => {
    const db = gw.gateway.db;
    await insertCluster(db, { cluster_id: 'ehpc-monplac1' });
    await insertNode(db, { node_id: 'cln-monplca1', cluster_id: 'ehpc-monplac1', name: 'a01', cpu: 8, memory: 16384 });
    await insertNode(db, { node_id: 'cln-monplcb1', cluster_id: 'ehpc-monplac1', name: 'b01', cpu: 8, memory: 16384 });
    await insertJob(db, {
      id: 'job-mon-placed',
      cluster_id: 'ehpc-monplac1',
      cores: 6,
      status: 'running',
      submitted: minutesAgo(6),
      started: minutesAgo(5),
    });
    expect(tags((await recent(owner, 'ehpc-monplac1', ['cpu_usage'])).body, 'cpu_usage')).toEqual({ a01: 75, b01: 0 });
    await db.query("INSERT INTO job_nodes (hpcjob_uuid, node_id, hostname, cores) VALUES ('job-mon-placed', 'cln-monplcb1', 'b01', 6)");
    const placed = await recent(owner, 'ehpc-monplac1', ['cpu_usage']);
    expect(tags(placed.body, 'cpu_usage')).toEqual({ a01: 0, b01: 75 });
    const cluster = await monitor(owner, { cluster_id: 'ehpc-monplac1', subtype: 'cluster', range_hours: 1 });
    expect(series(cluster.body, 'cpu_usage').at(-1)![1]).toBe(pct(6, 16));
  });
});

describe('monitoring refusals', () => {
  it('refuses clusters and nodes of another owner and unknown ones (404)', async () => {
    const other = await recent(admin, CLUSTER, ['cpu_usage']);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ ret_code: 1400, message: `The resource does not exist: ${CLUSTER}` });
    expect((await monitor(admin, { subtype: 'cluster' })).status).toBe(404);
    expect((await period(admin, { resource_id: 'cln-moncmp01', metric_names: ['cpu_usage'], ...minutesBeforeNow(30, 0) })).status).toBe(
      404,
    );
    expect((await recent(owner, 'cln-nosuch01', ['cpu_usage'])).status).toBe(404);
    expect((await recent(owner, CLUSTER, ['cpu_usage'])).status).toBe(200);
  });

  it('refuses an end before the start, more than 7 days, a start over 90 days ago and half a range', async () => {
    const order = await period(owner, { metric_names: ['cpu_usage'], ...minutesBeforeNow(10, 20) });
    expect(order.status).toBe(409);
    expect(order.body).toMatchObject({ ret_code: 1100, message: 'The start time must be before the end time' });
    const long = await period(owner, { metric_names: ['cpu_usage'], ...minutesBeforeNow(60 * 24 * 8, 0) });
    expect(long.body).toMatchObject({ ret_code: 1100, message: 'The interval must be under 7 days' });
    const old = await monitor(owner, { subtype: 'cluster', ...minutesBeforeNow(60 * 24 * 91, 60 * 24 * 90.5) });
    expect(old.body).toMatchObject({ ret_code: 1100, message: 'Queries are limited to the last 90 days' });
    const half = await monitor(owner, { subtype: 'cluster', start_time: minutesBeforeNow(60, 0).start_time });
    expect(half.body).toMatchObject({ ret_code: 1100, message: 'Give both the start time and the end time' });
    const monitorQuery = { zone: 'pek3', cluster_id: CLUSTER, subtype: 'cluster' };
    expect((await owner.call('GET', '/monitor/GetClusterMonitor', { ...monitorQuery, range_hours: 169 })).status).toBe(422);
    expect(
      (await owner.call('GET', '/monitor/GetRecentMetricData', { zone: 'pek3', resource_id: CLUSTER, metric_names: ['cpu_temperature'] }))
        .status,
    ).toBe(422);
    expect((await owner.call('GET', '/monitor/GetClusterMonitor', { ...monitorQuery, step: 120 })).status).toBe(422);
  });
});

describe('node names in the request’s language', () => {
  it('tags each node’s values with its name as the node list answers it (a name the gateway gave in the request’s language)', async () => {
    const cluster = 'ehpc-monnames1';
    const db = gw.gateway.db;
    await insertCluster(db, { cluster_id: cluster });
    await insertNode(db, { node_id: 'cln-monnam01', cluster_id: cluster, name: '控制节点', role: 'controller', cpu: 4, memory: 8192 });
    await insertNode(db, { node_id: 'cln-monnam02', cluster_id: cluster, name: '计算节点_01', cpu: 56, memory: 229376 });
    await insertNode(db, { node_id: 'cln-monnam03', cluster_id: cluster, name: 'gpu_node 01', cpu: 32, memory: 262144, gpu: 4 });
    for (const lang of ['en', 'zh-cn']) {
      const header = { 'accept-language': lang };
      // The names cluster/listNodes answers (nodeAnswer): the ones the gateway gave worded in the language, others as they are.
      const names =
        lang === 'en' ? ['Compute node 01', 'Controller node', 'gpu_node 01'] : ['gpu_node 01', '控制节点', '计算节点_01'].sort();
      const latest = await owner.op('getRecentMetricData', { zone: 'pek3', resource_id: cluster, metric_names: ['cpu_usage'] }, header);
      expect(Object.keys(tags(latest.body, 'cpu_usage')).sort()).toEqual(names);
      const overview = await owner.op('getClusterMonitor', { zone: 'pek3', cluster_id: cluster, subtype: 'node', step: 300 }, header);
      const cpu = (overview.body.meter_set as Row[]).find((m) => m.meter_id === 'node_cpu_usage')!.data_set as Row[];
      expect(cpu.map((record) => record.label).sort()).toEqual(names);
    }
  });
});
