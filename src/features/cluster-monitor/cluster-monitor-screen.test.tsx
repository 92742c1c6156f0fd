import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Node } from '@/api/generated/model/node';
import { callsTo, mockGatewayCalls, refusal, type GatewayCall } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { ClusterMonitorScreen } from './cluster-monitor-screen';

setUpScreenTests({ locale: 'en' });

const ROUTE = '/:zone/hpc/cluster_monitors';
const CLUSTER = 'ehpc-k8x2m4q1';
const NOW = new Date('2026-11-20T08:30:00Z');
const node = (node_id: string, name: string, gpu = 0): Node => ({
  node_id,
  name,
  gpu,
  cluster_id: CLUSTER,
  role: 'compute',
  status: 'active',
  create_time: '2026-10-02T03:15:00Z',
});
const NODES = [
  node('cln-a1b2c3d4', 'compute01'),
  node('cln-a1b2c3d5', 'compute02'),
  node('cln-a1b2c3d6', 'compute03'),
  node('cln-g9p2u4x5', 'gpu_node 01', 2),
];

/** Latest values per node name and metric. */
type Figures = Record<string, Record<string, number | null>>;
const FIGURES: Figures = {
  compute01: { cpu_usage: 80, memory_usage: 80.01, storage_usage: 12, system_load: 56 },
  compute02: { cpu_usage: 90, memory_usage: 90.01, storage_usage: 12, system_load: 64.5 },
  compute03: { cpu_usage: null, memory_usage: 0, storage_usage: 12, system_load: 0 },
  'gpu_node 01': { cpu_usage: 50, memory_usage: 25, storage_usage: 12, system_load: 16, gpu_usage: 91, gpu_memory_usage: 81 },
};

function recentAnswer(figures: Figures) {
  return (url: URL) => {
    const resource = url.searchParams.get('resource_id');
    const names = resource?.startsWith('cln-') ? [NODES.find((n) => n.node_id === resource)!.name!] : Object.keys(figures);
    return {
      resource_id: resource,
      data: url.searchParams.getAll('metric_names').map((metric) => ({
        metric_name: metric,
        metric_unit: metric === 'system_load' ? '' : '%',
        recent_metric_data: {
          time: NOW.toISOString(),
          metric_tag_data: names.map((tag) => ({ tag, value: figures[tag]?.[metric] ?? null })),
        },
      })),
    };
  };
}

function mockMonitors({
  nodes = NODES,
  figures = FIGURES,
  recent,
}: { nodes?: Node[]; figures?: Figures; recent?: (url: URL) => unknown } = {}): GatewayCall[] {
  return mockGatewayCalls({
    'cluster/list': () => ({
      total_count: 1,
      cluster_set: [
        { cluster_id: CLUSTER, cluster_name: 'weather_A', cluster_type: 'ehpc', status: 'active', create_time: '2026-10-02T03:15:00Z' },
      ],
    }),
    'cluster/listNodes': () => ({ total_count: nodes.length, node_set: nodes }),
    'monitor/GetClusterMonitor': (url) =>
      url.searchParams.get('subtype') === 'node'
        ? { meter_set: [{ meter_id: 'node_status', unit: '', data_set: [{ label: 'active', value: nodes.length }] }] }
        : { meter_set: [] },
    'monitor/GetRecentMetricData': recent ?? recentAnswer(figures),
    'monitor/GetMetricDataByPeriod': (url) => ({
      resource_id: url.searchParams.get('resource_id'),
      data: url.searchParams.getAll('metric_names').map((metric) => ({
        metric_name: metric,
        metric_unit: '%',
        metric_data: [{ start_time: url.searchParams.get('start_time'), avg_value: null }],
      })),
    }),
  });
}

const renderScreen = (query = `?cluster=${CLUSTER}`) =>
  renderWithSession(<ClusterMonitorScreen />, { path: `/pek3/hpc/cluster_monitors${query}`, route: ROUTE });

/** The usage colours of a table row's bars, in column order. */
async function rowColours(table: string, name: string): Promise<string[]> {
  const cell = await within(await screen.findByRole('table', { name: table })).findByText(name);
  return [...cell.closest('tr')!.querySelectorAll('[data-usage]')].map((bar) => bar.getAttribute('data-usage')!);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('cluster monitor: node and GPU overviews', () => {
  it('colours each node’s latest usage: 80 green, just over 80 yellow, 90 yellow, just over 90 red', async () => {
    const calls = mockMonitors();
    renderScreen();
    expect(await rowColours('Node usage', 'compute01')).toEqual(['green', 'yellow', 'green']);
    expect(await rowColours('Node usage', 'compute02')).toEqual(['yellow', 'red', 'green']);
    // No CPU value collected: a dash rather than a bar.
    expect(await rowColours('Node usage', 'compute03')).toEqual(['green', 'green']);
    expect(screen.getByText('64.5')).toBeTruthy();
    // GPU nodes only, with their GPUs: 91 % red, 81 % yellow.
    expect(await rowColours('GPU nodes', 'gpu_node 01')).toEqual(['red', 'yellow']);
    expect(within(screen.getByRole('table', { name: 'GPU nodes' })).queryByText('compute01')).toBeNull();
    // Sampled at 08:30 UTC, shown in the console's zone (UTC+8, ADR 0014).
    expect(screen.getByText('Latest values at 2026-11-20 16:30:00')).toBeTruthy();
    const recent = callsTo(calls, 'monitor/GetRecentMetricData')[0];
    expect(recent.url.searchParams.get('resource_id')).toBe(CLUSTER);
    expect(recent.url.searchParams.getAll('metric_names')).toEqual([
      'cpu_usage',
      'memory_usage',
      'storage_usage',
      'system_load',
      'gpu_usage',
      'gpu_memory_usage',
    ]);
  });

  it('says when the cluster has no GPU node', async () => {
    mockMonitors({ nodes: NODES.slice(0, 3) });
    renderScreen();
    expect(await screen.findByText('This cluster has no GPU nodes.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'GPU nodes' })).toBeNull();
  });

  it('shows the gateway’s refusal with a retry that asks again', async () => {
    let refused = true;
    const answer = recentAnswer(FIGURES);
    const calls = mockMonitors({ recent: (url) => (refused ? refusal(404, 1300, 'Resource ehpc-k8x2m4q1 not found') : answer(url)) });
    renderScreen();
    const alerts = await screen.findAllByText('Resource ehpc-k8x2m4q1 not found');
    expect(alerts.length).toBeGreaterThan(0);
    refused = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]);
    expect(await within(await screen.findByRole('table', { name: 'Node usage' })).findByText('compute01')).toBeTruthy();
    expect(callsTo(calls, 'monitor/GetRecentMetricData').length).toBeGreaterThan(1);
  });

  it('asks the overviews for the chosen range in hours', async () => {
    const calls = mockMonitors();
    renderScreen();
    await screen.findByRole('table', { name: 'Node usage' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Time range' }), { target: { value: '72' } });
    await waitFor(() =>
      expect(callsTo(calls, 'monitor/GetClusterMonitor').some((call) => call.url.searchParams.get('range_hours') === '72')).toBe(true),
    );
    const gpu = callsTo(calls, 'monitor/GetClusterMonitor')
      .filter((call) => call.url.searchParams.get('subtype') === 'gpu')
      .at(-1)!;
    expect(gpu.url.searchParams.get('range_hours')).toBe('72');
    expect(gpu.url.searchParams.get('step')).toBe('3600');
  });
});

describe('cluster monitor: a node’s charts', () => {
  it('opens a node from the node overview, with its latest figures and its charts, and goes back to all nodes', async () => {
    const calls = mockMonitors();
    renderScreen();
    const link = await within(await screen.findByRole('table', { name: 'Node usage' })).findByRole('link', { name: 'compute02' });
    expect(link.getAttribute('href')).toBe(`/pek3/hpc/cluster_monitors?cluster=${CLUSTER}&node=cln-a1b2c3d5`);
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Node compute02' })).toBeTruthy();
    await waitFor(() =>
      expect(
        callsTo(calls, 'monitor/GetRecentMetricData').some((call) => call.url.searchParams.get('resource_id') === 'cln-a1b2c3d5'),
      ).toBe(true),
    );
    const period = await waitFor(() =>
      callsTo(calls, 'monitor/GetMetricDataByPeriod').find((call) => call.url.searchParams.get('resource_id') === 'cln-a1b2c3d5')!,
    );
    expect(period.url.searchParams.get('start_time')).toBe('2026-11-20T07:30:00.000Z');
    expect(period.url.searchParams.get('end_time')).toBe('2026-11-20T08:30:00.000Z');
    expect(period.url.searchParams.get('step')).toBe('300');
    // The figures in the usage colours: CPU 90 yellow, memory just over 90 red.
    await screen.findByText('64.5');
    expect([...document.querySelectorAll('[data-usage]')].map((bar) => bar.getAttribute('data-usage'))).toEqual(['yellow', 'red', 'green']);
    expect(screen.getByText('This node has no GPU.')).toBeTruthy();
    expect(screen.queryByText('GPU usage')).toBeNull();
    expect((await screen.findAllByText('System load')).length).toBe(2);
    fireEvent.click(screen.getByRole('link', { name: 'All nodes' }));
    expect(await screen.findByRole('heading', { name: 'Node overview' })).toBeTruthy();
  });

  it('asks a node for the chosen range in hours, ending now', async () => {
    const calls = mockMonitors();
    renderScreen(`?cluster=${CLUSTER}&node=cln-g9p2u4x5`);
    expect(await screen.findByRole('heading', { name: 'Node gpu_node 01' })).toBeTruthy();
    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    fireEvent.change(screen.getByRole('combobox', { name: 'Time range' }), { target: { value: '6' } });
    const six = await waitFor(() =>
      callsTo(calls, 'monitor/GetMetricDataByPeriod').find(
        (call) => call.url.searchParams.get('start_time') === '2026-11-20T02:31:00.000Z',
      )!,
    );
    expect(six.url.searchParams.get('end_time')).toBe('2026-11-20T08:31:00.000Z');
    expect(six.url.searchParams.get('step')).toBe('300');
    fireEvent.change(screen.getByRole('combobox', { name: 'Time range' }), { target: { value: '168' } });
    const week = await waitFor(() =>
      callsTo(calls, 'monitor/GetMetricDataByPeriod').find(
        (call) => call.url.searchParams.get('start_time') === '2026-11-13T08:31:00.000Z',
      )!,
    );
    expect(week.url.searchParams.get('step')).toBe('3600');
    // A GPU node: its GPU figures and charts are asked for and shown.
    expect(week.url.searchParams.getAll('metric_names')).toEqual([
      'cpu_usage',
      'cpu_system',
      'memory_usage',
      'storage_usage',
      'system_load',
      'gpu_usage',
      'gpu_memory_usage',
    ]);
    expect(screen.queryByText('This node has no GPU.')).toBeNull();
    expect((await screen.findAllByText('GPU memory usage')).length).toBe(2);
  });
});
