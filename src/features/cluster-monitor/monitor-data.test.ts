import { describe, expect, it } from 'vitest';
import type { Meter } from '@/api/generated/model/meter';
import type { Metric } from '@/api/generated/model/metric';
import type { Node } from '@/api/generated/model/node';
import { meterOf, pointsOf, recordsOf, stepFor } from '@/shared/monitor/meters';
import { nodeFigures, periodOf, periodPoints } from './monitor-data';

const meters: Meter[] = [
  {
    meter_id: 'cpu_usage',
    unit: '%',
    data_set: [
      [1795162200, 61.2],
      [1795162500, null],
    ],
  },
  {
    meter_id: 'node_status',
    unit: '',
    data_set: [
      { label: 'active', value: 5 },
      { label: 'stopped', value: 1 },
    ],
  },
];

const recent: Metric[] = [
  {
    metric_name: 'cpu_usage',
    metric_unit: '%',
    recent_metric_data: {
      metric_tag_data: [
        { tag: 'compute01', value: 97.5 },
        { tag: 'login01', value: 2 },
      ],
    },
  },
  {
    metric_name: 'memory_usage',
    metric_unit: '%',
    recent_metric_data: {
      metric_tag_data: [
        { tag: 'compute01', value: 40 },
        { tag: 'gpu01', value: null },
      ],
    },
  },
];

const node = (node_id: string, name: string): Node => ({
  node_id,
  name,
  cluster_id: 'ehpc-k8x2m4q1',
  role: 'compute',
  status: 'active',
  create_time: '2026-10-02T03:15:00Z',
});

describe('cluster monitor data', () => {
  it('turns [unix seconds, value] samples into chart points, keeping gaps', () => {
    expect(pointsOf(meterOf(meters, 'cpu_usage'))).toEqual([
      { x: new Date(1795162200 * 1000), y: 61.2 },
      { x: new Date(1795162500 * 1000), y: null },
    ]);
    expect(pointsOf(meterOf(meters, 'gpu_usage'))).toEqual([]);
    expect(recordsOf(meterOf(meters, 'node_status')).map((r) => [r.label, r.value])).toEqual([
      ['active', 5],
      ['stopped', 1],
    ]);
  });

  it('merges the latest values per node and finds each node of the cluster by its name', () => {
    const compute = node('cln-a1b2c3d4', 'compute01');
    expect(nodeFigures(recent, [compute])).toEqual([
      { tag: 'compute01', node: compute, values: { cpu_usage: 97.5, memory_usage: 40 } },
      { tag: 'login01', node: undefined, values: { cpu_usage: 2 } },
      { tag: 'gpu01', node: undefined, values: { memory_usage: null } },
    ]);
  });

  it('turns averages over a period into chart points, keeping gaps', () => {
    const data: Metric[] = [
      {
        metric_name: 'system_load',
        metric_unit: '',
        metric_data: [
          { start_time: '2026-11-20T06:00:00Z', avg_value: 12.4 },
          { start_time: '2026-11-20T06:05:00Z', avg_value: null },
        ],
      },
    ];
    expect(periodPoints(data, 'system_load')).toEqual({
      unit: '',
      points: [
        { x: new Date('2026-11-20T06:00:00Z'), y: 12.4 },
        { x: new Date('2026-11-20T06:05:00Z'), y: null },
      ],
    });
    expect(periodPoints(data, 'gpu_usage')).toEqual({ unit: '', points: [] });
  });

  it('asks a node for the range in hours ending at the given instant', () => {
    const until = Date.UTC(2026, 10, 20, 8, 30);
    expect(periodOf(6, until)).toEqual({ start_time: '2026-11-20T02:30:00.000Z', end_time: '2026-11-20T08:30:00.000Z', step: 300 });
    expect(periodOf(72, until)).toEqual({ start_time: '2026-11-17T08:30:00.000Z', end_time: '2026-11-20T08:30:00.000Z', step: 3600 });
  });

  it('steps every 5 minutes up to a day, then hourly', () => {
    expect([1, 6, 24, 72, 168].map(stepFor)).toEqual([300, 300, 300, 3600, 3600]);
  });
});
