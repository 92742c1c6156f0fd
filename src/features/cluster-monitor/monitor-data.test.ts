import { describe, expect, it } from 'vitest';
import type { Meter } from '../../api/generated/model/meter';
import { meterOf, pointsOf, recordsOf, stepFor } from '../../shared/monitor/meters';
import { nodeUsages } from './node-overview';

const meters: Meter[] = [
  { meter_id: 'cpu_usage', unit: '%', data_set: [[1795162200, 61.2], [1795162500, null]] },
  { meter_id: 'node_status', unit: '', data_set: [{ label: 'active', value: 5 }, { label: 'stopped', value: 1 }] },
  { meter_id: 'node_cpu_usage', unit: '%', data_set: [{ label: 'compute01', value: 97.5, time: 1795163400 }, { label: 'login01', value: 2 }] },
  { meter_id: 'node_memory_usage', unit: '%', data_set: [{ label: 'compute01', value: 40 }, { label: 'gpu01', value: null }] },
];

describe('cluster monitor data', () => {
  it('turns [unix seconds, value] samples into chart points, keeping gaps', () => {
    expect(pointsOf(meterOf(meters, 'cpu_usage'))).toEqual([
      { x: new Date(1795162200 * 1000), y: 61.2 },
      { x: new Date(1795162500 * 1000), y: null },
    ]);
    expect(pointsOf(meterOf(meters, 'gpu_usage'))).toEqual([]);
  });

  it('reads the labelled records of the node overview and merges CPU and memory per node', () => {
    expect(recordsOf(meterOf(meters, 'node_status')).map((r) => [r.label, r.value])).toEqual([['active', 5], ['stopped', 1]]);
    expect(nodeUsages(meters)).toEqual([
      { node: 'compute01', cpu: 97.5, memory: 40 },
      { node: 'login01', cpu: 2, memory: null },
      { node: 'gpu01', cpu: null, memory: null },
    ]);
  });

  it('steps every 5 minutes up to a day, then hourly', () => {
    expect([1, 6, 24, 72, 168].map(stepFor)).toEqual([300, 300, 300, 3600, 3600]);
  });
});
