/**
 * The monitors of a cluster on a real cloud answer what its hosts did (ADR 0049): the machines ticker records the
 * figures each observation reads (one row per host and minute, the minute's average), and GetRecentMetricData,
 * GetMetricDataByPeriod and GetClusterMonitor answer them, bucketed as the simulated load is; before any sample they
 * answer nothing rather than a figure made up. The cloud is scripted (the figures are the test's), the clock is set.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cloud, Clouds, HostObservation } from '../../cloud/index';
import { createSimulatedCloud } from '../../cloud/simulated';
import type { RequestOf, Schema } from '../../http/handler-types';
import { startTestGateway, type TestClient, type TestGateway } from '../../test-support';
import { recordHostSamples } from './host-samples';
import { insertCluster, insertNode, signedIn } from './test-support';

type Row = Record<string, unknown>;
type Figures = Pick<HostObservation, 'cpuPercent' | 'cpuSystemPercent' | 'load1' | 'memoryUsedMb' | 'memoryTotalMb'>;

const CLUSTER = 'ehpc-monhost1';
const GiB = 1024 ** 3;
const MINUTE = 60_000;
const NODES = { controller: 'cln-mhctl01', compute01: 'cln-mhcmp01', compute02: 'cln-mhcmp02', stopped: 'cln-mhcmp03' };

/** The figures the hosts answer now (per node id) and the shared storage's disk: what the test says. */
const hostFigures = new Map<string, Figures>();
let disk = { usedBytes: 25 * GiB, totalBytes: 100 * GiB };
const simulated = createSimulatedCloud();
const scripted: Cloud = {
  ...createSimulatedCloud(),
  kind: 'local',
  observe: async (clusterId) => ({
    clusterId,
    hosts: [...hostFigures].map(([nodeId, figures]) => ({ nodeId, hostName: nodeId, role: 'compute', state: 'running', ...figures })),
    disk,
  }),
};
const clouds: Clouds = {
  current: 'local',
  of: (kind) => (kind === 'local' ? scripted : kind === 'simulated' ? simulated : undefined),
  note: 'scripted',
  close: async () => undefined,
};

/** An hour boundary before the run: every instant below is minutes after it, whenever the test runs. */
const M0 = Math.floor(Date.now() / (60 * MINUTE)) * 60 * MINUTE - 60 * MINUTE;
const at = (minutes: number, seconds = 0) => new Date(M0 + minutes * MINUTE + seconds * 1000);
const iso = (minutes: number, seconds = 0) => at(minutes, seconds).toISOString();

let gw: TestGateway;
let owner: TestClient;
let sub: TestClient;
let admin: TestClient;
let alice: TestClient;

beforeAll(async () => {
  gw = await startTestGateway(undefined, { clouds });
  [owner, sub, admin, alice] = await Promise.all(['usr-owner', 'usr-sub', 'usr-admin', 'iam-alice'].map((id) => signedIn(gw.api, id)));
  const db = gw.gateway.db;
  await insertCluster(db, { cluster_id: CLUSTER, created: at(-60) });
  await db.query("UPDATE clusters SET cloud = 'local' WHERE cluster_id = $1", [CLUSTER]);
  await insertNode(db, {
    node_id: NODES.controller,
    cluster_id: CLUSTER,
    name: 'controller001',
    role: 'controller',
    cpu: 4,
    memory: 8192,
    created: at(-60),
  });
  await insertNode(db, { node_id: NODES.compute01, cluster_id: CLUSTER, name: 'compute001', cpu: 8, memory: 16384, created: at(-60) });
  await insertNode(db, { node_id: NODES.compute02, cluster_id: CLUSTER, name: 'compute002', cpu: 8, memory: 16384, created: at(-60) });
  await insertNode(db, {
    node_id: NODES.stopped,
    cluster_id: CLUSTER,
    name: 'compute003',
    cpu: 8,
    memory: 16384,
    status: 'stopped',
    created: at(-60),
  });
}, 90_000);
afterAll(() => gw?.close());
afterEach(() => vi.useRealTimers());

/** Sets this process's clock (Date only; timers keep running). */
function clockAt(t: Date): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(t);
}

/** The engine's pass at `t` (off in test gateways): the machines ticker observes the cluster's hosts. */
const tickAt = (t: Date) => gw.gateway.engine.tick(t);

type Metric = Schema<'MetricName'>;
const recent = (client: TestClient, resource: string, metrics: Metric[]) =>
  client.op('getRecentMetricData', { zone: 'pek3', resource_id: resource, metric_names: metrics });
const period = (
  client: TestClient,
  resource: string,
  metrics: Metric[],
  query: Pick<RequestOf<'getMetricDataByPeriod'>, 'start_time' | 'end_time' | 'step'>,
) => client.op('getMetricDataByPeriod', { zone: 'pek3', resource_id: resource, metric_names: metrics, ...query });
const monitor = (client: TestClient, query: Omit<RequestOf<'getClusterMonitor'>, 'cluster_id'>) =>
  client.op('getClusterMonitor', { zone: 'pek3', cluster_id: CLUSTER, ...query });
const tags = (answer: Row, metric: string) =>
  Object.fromEntries(
    (
      (answer.data as Row[]).find((d) => d.metric_name === metric)!.recent_metric_data as {
        metric_tag_data: { tag: string; value: number | null }[];
      }
    ).metric_tag_data.map((t) => [t.tag, t.value]),
  );
const averages = (answer: Row, metric: string) =>
  ((answer.data as Row[]).find((d) => d.metric_name === metric)!.metric_data as { avg_value: number | null }[]).map((p) => p.avg_value);
const meter = (answer: Row, id: string) => (answer.meter_set as Row[]).find((m) => m.meter_id === id)!.data_set as unknown[];
const series = (answer: Row, id: string) => (meter(answer, id) as [number, number | null][]).map(([, v]) => v);
const ALL: Metric[] = ['cpu_usage', 'cpu_system', 'memory_usage', 'storage_usage', 'system_load', 'gpu_usage', 'gpu_memory_usage'];
const host = (cpu: number, memoryUsedMb: number, memoryTotalMb: number, load1: number): Figures => ({
  cpuPercent: cpu,
  cpuSystemPercent: cpu / 10,
  load1,
  memoryUsedMb,
  memoryTotalMb,
});

describe('monitors of a cluster on a real cloud', () => {
  it('answers no figure before its hosts were sampled, never the simulated load', async () => {
    clockAt(at(1, 30));
    const now = await recent(owner, CLUSTER, ALL);
    expect(now.status).toBe(200);
    for (const metric of ALL)
      expect(tags(now.body, metric)).toEqual({ controller001: null, compute001: null, compute002: null, compute003: null });
    const past = await period(owner, CLUSTER, ['cpu_usage', 'memory_usage'], { start_time: iso(-10), end_time: iso(1), step: 60 });
    expect(averages(past.body, 'cpu_usage')).toEqual(Array(11).fill(null));
    const cluster = await monitor(owner, { subtype: 'cluster', start_time: iso(-10), end_time: iso(0), step: 300 });
    for (const id of ['cpu_system', 'cpu_usage', 'memory_usage', 'storage_usage', 'system_load'])
      expect(series(cluster.body, id)).toEqual([null, null]);
    const nodes = await monitor(owner, { subtype: 'node', start_time: iso(-10), end_time: iso(1, 30), step: 300 });
    expect((meter(nodes.body, 'node_cpu_usage') as Row[]).map((r) => r.value)).toEqual([null, null, null, null]);
  });

  it('records one row per host and minute, the average of the minute’s observations', async () => {
    hostFigures.set(NODES.controller, host(3, 410, 8192, 0.1));
    hostFigures.set(NODES.compute02, host(10, 2048, 16384, 0.5));
    for (const [second, cpu] of [
      [10, 40],
      [15, 60],
      [20, 80],
    ] as const) {
      hostFigures.set(NODES.compute01, host(cpu, 4096, 16384, 1));
      await tickAt(at(0, second));
    }
    hostFigures.set(NODES.compute01, host(20, 8192, 16384, 2));
    disk = { usedBytes: 30 * GiB, totalBytes: 100 * GiB };
    await tickAt(at(1, 5));
    const rows = await gw.gateway.db.query<{ node_id: string; minute: Date; cpu_percent: number; samples: number }>(
      'SELECT node_id, minute, cpu_percent, samples FROM host_samples WHERE cluster_id = $1 ORDER BY minute, node_id',
      [CLUSTER],
    );
    expect(rows.map((r) => [r.node_id, new Date(r.minute).getTime() - M0, r.cpu_percent, r.samples])).toEqual([
      [NODES.compute01, 0, 60, 3],
      [NODES.compute02, 0, 10, 3],
      [NODES.controller, 0, 3, 3],
      [NODES.compute01, MINUTE, 20, 1],
      [NODES.compute02, MINUTE, 10, 1],
      [NODES.controller, MINUTE, 3, 1],
    ]);
  });

  it('answers each node’s latest figures, by node id or instance id, and nothing once they are minutes old', async () => {
    clockAt(at(1, 30));
    const now = await recent(owner, CLUSTER, ALL);
    expect(tags(now.body, 'cpu_usage')).toEqual({ controller001: 3, compute001: 20, compute002: 10, compute003: null });
    expect(tags(now.body, 'cpu_system')).toEqual({ controller001: 0.3, compute001: 2, compute002: 1, compute003: null });
    expect(tags(now.body, 'memory_usage')).toEqual({ controller001: 5, compute001: 50, compute002: 12.5, compute003: null });
    expect(tags(now.body, 'system_load')).toEqual({ controller001: 0.1, compute001: 2, compute002: 0.5, compute003: null });
    // The shared storage's disk, for every node.
    expect(tags(now.body, 'storage_usage')).toEqual({ controller001: 30, compute001: 30, compute002: 30, compute003: 30 });
    // No GPU figure is read from a host.
    expect(tags(now.body, 'gpu_usage')).toEqual({ controller001: null, compute001: null, compute002: null, compute003: null });
    expect(tags((await recent(owner, 'i-mhcmp01', ['cpu_usage'])).body, 'cpu_usage')).toEqual({ compute001: 20 });
    // Asked again (a reload): the same.
    expect(tags((await recent(owner, NODES.compute01, ['cpu_usage'])).body, 'cpu_usage')).toEqual({ compute001: 20 });
    clockAt(at(4));
    expect(tags((await recent(owner, CLUSTER, ['cpu_usage'])).body, 'cpu_usage')).toEqual({
      controller001: null,
      compute001: null,
      compute002: null,
      compute003: null,
    });
  });

  it('answers a period per step from the samples: a node’s, and the cluster’s compute hosts weighted by their CPUs', async () => {
    clockAt(at(1, 30));
    const node = await period(owner, NODES.compute01, ['cpu_usage', 'memory_usage', 'system_load'], {
      start_time: iso(-2),
      end_time: iso(3),
      step: 60,
    });
    expect(node.status).toBe(200);
    // The minute before the samples, the two sampled minutes, and the minute to come.
    expect(averages(node.body, 'cpu_usage')).toEqual([null, null, 60, 20, null]);
    expect(averages(node.body, 'memory_usage')).toEqual([null, null, 25, 50, null]);
    expect(averages(node.body, 'system_load')).toEqual([null, null, 1, 2, null]);
    const cluster = await period(owner, CLUSTER, ['cpu_usage', 'memory_usage', 'storage_usage'], {
      start_time: iso(-2),
      end_time: iso(3),
      step: 60,
    });
    expect(averages(cluster.body, 'cpu_usage')).toEqual([null, null, 35, 15, null]);
    expect(averages(cluster.body, 'memory_usage')).toEqual([null, null, 18.75, 31.25, null]);
    expect(averages(cluster.body, 'storage_usage')).toEqual([null, null, 25, 30, null]);
    // Five minutes a step: the average of the minutes sampled in it.
    const coarse = await period(owner, NODES.compute01, ['cpu_usage'], { start_time: iso(-2), end_time: iso(3), step: 300 });
    expect(averages(coarse.body, 'cpu_usage')).toEqual([40]);
  });

  it('draws the cluster, GPU and node overviews from the samples', async () => {
    clockAt(at(1, 30));
    const cluster = await monitor(owner, { subtype: 'cluster', start_time: iso(-2), end_time: iso(3), step: 60 });
    expect(cluster.status).toBe(200);
    expect(series(cluster.body, 'cpu_usage')).toEqual([null, null, 35, 15, null]);
    expect(series(cluster.body, 'cpu_system')).toEqual([null, null, 3.5, 1.5, null]);
    expect(series(cluster.body, 'system_load')).toEqual([null, null, 0.75, 1.25, null]);
    const gpu = await monitor(owner, { subtype: 'gpu', start_time: iso(-2), end_time: iso(3), step: 60 });
    expect(series(gpu.body, 'gpu_usage')).toEqual([null, null, null, null, null]);
    const nodes = await monitor(owner, { subtype: 'node', start_time: iso(-10), end_time: iso(1, 30), step: 300 });
    expect(Object.fromEntries((meter(nodes.body, 'node_cpu_usage') as Row[]).map((r) => [r.label, r.value]))).toEqual({
      controller001: 3,
      compute001: 20,
      compute002: 10,
      compute003: null,
    });
    expect(Object.fromEntries((meter(nodes.body, 'node_memory_usage') as Row[]).map((r) => [r.label, r.value]))).toMatchObject({
      compute001: 50,
    });
    expect(Object.fromEntries((meter(nodes.body, 'node_status') as Row[]).map((r) => [r.label, r.value]))).toEqual({
      active: 3,
      stopped: 1,
    });
  });

  it('shows the figures to those who see the cluster only, and refuses the others naming the cluster', async () => {
    clockAt(at(1, 30));
    for (const client of [sub, admin]) {
      const refused = await recent(client, CLUSTER, ['cpu_usage']);
      expect([refused.status, refused.body.message]).toEqual([404, `The resource does not exist: ${CLUSTER}`]);
      expect((await period(client, NODES.compute01, ['cpu_usage'], { start_time: iso(-2), end_time: iso(3), step: 60 })).status).toBe(404);
      expect((await monitor(client, { subtype: 'node', start_time: iso(-10), end_time: iso(1, 30) })).status).toBe(404);
    }
    const iam = await recent(alice, CLUSTER, ['cpu_usage']);
    expect(iam.status).toBe(200);
    expect(tags(iam.body, 'cpu_usage')).toMatchObject({ compute001: 20 });
  });

  it('keeps 7 days of samples: older rows are deleted as new ones come', async () => {
    const db = gw.gateway.db;
    const week = 7 * 24 * 60;
    await recordHostSamples(
      db,
      {
        clusterId: CLUSTER,
        hosts: [{ nodeId: NODES.compute01, hostName: 'compute001', role: 'compute', state: 'running', ...host(50, 1024, 16384, 1) }],
      },
      at(week + 1, 30),
    );
    const minutes = await db.query<{ minute: Date }>('SELECT DISTINCT minute FROM host_samples WHERE cluster_id = $1 ORDER BY minute', [
      CLUSTER,
    ]);
    expect(minutes.map((r) => (new Date(r.minute).getTime() - M0) / MINUTE)).toEqual([week + 1]);
    expect(await db.query('SELECT minute FROM cluster_disk_samples WHERE cluster_id = $1', [CLUSTER])).toEqual([]);
  });
});
