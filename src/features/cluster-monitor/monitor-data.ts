/**
 * Cluster monitor data (spec sections 2, 3, 5, 7): GetClusterMonitor answers meters of [unix seconds, value]
 * samples (the cluster and GPU overviews) or labelled records (the node overview). The range is chosen in hours
 * (section 5) and the step follows it: the statistics update every 5 minutes, hourly points past a day.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Meter } from '../../api/generated/model/meter';
import type { MeterId } from '../../api/generated/model/meterId';
import type { MeterRecord } from '../../api/generated/model/meterRecord';
import type { MeterSample } from '../../api/generated/model/meterSample';
import type { MonitorRangeHours } from '../../api/generated/model/monitorRangeHours';
import { MonitorStep } from '../../api/generated/model/monitorStep';

export const RANGE_CHOICES: { hours: MonitorRangeHours; label: MessageDescriptor }[] = [
  { hours: 1, label: msg`Last hour` },
  { hours: 6, label: msg`Last 6 hours` },
  { hours: 24, label: msg`Last 24 hours` },
  { hours: 72, label: msg`Last 3 days` },
  { hours: 168, label: msg`Last 7 days` },
];

export const DEFAULT_RANGE_HOURS: MonitorRangeHours = 1;

export function stepFor(hours: MonitorRangeHours): MonitorStep {
  return hours > 24 ? MonitorStep.NUMBER_3600 : MonitorStep.NUMBER_300;
}

export const METER_TITLES: Partial<Record<MeterId, MessageDescriptor>> = {
  cpu_system: msg`CPU system`,
  cpu_usage: msg`CPU usage`,
  memory_usage: msg`Memory usage`,
  storage_usage: msg`Storage usage`,
  system_load: msg`System load`,
  gpu_usage: msg`GPU usage`,
  gpu_memory_usage: msg`GPU memory usage`,
  node_cpu_usage: msg`CPU usage by node`,
  node_memory_usage: msg`Memory usage by node`,
};

/** The order of the overviews' charts. */
export const CLUSTER_METERS: MeterId[] = ['cpu_system', 'cpu_usage', 'memory_usage', 'storage_usage', 'system_load'];
export const GPU_METERS: MeterId[] = ['gpu_usage', 'gpu_memory_usage'];

export interface ChartPoint {
  x: Date;
  y: number | null;
}

function isSample(item: MeterSample | MeterRecord): item is MeterSample {
  return Array.isArray(item);
}

/** The samples of a time-series meter as chart points (null where nothing was collected). */
export function pointsOf(meter: Meter | undefined): ChartPoint[] {
  return (meter?.data_set ?? []).filter(isSample).map(([seconds, value]) => ({ x: new Date(seconds * 1000), y: value }));
}

/** The labelled records of an overview meter. */
export function recordsOf(meter: Meter | undefined): MeterRecord[] {
  return (meter?.data_set ?? []).filter((item): item is MeterRecord => !isSample(item));
}

export function meterOf(meters: Meter[] | undefined, id: MeterId): Meter | undefined {
  return meters?.find((meter) => meter.meter_id === id);
}
