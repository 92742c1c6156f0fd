/**
 * Monitor meters (spec sections 3, 5, 7): GetClusterMonitor answers meters of [unix seconds, value] samples or of
 * labelled records. The range is chosen in hours (section 5) and the step follows it: the statistics update every
 * 5 minutes, hourly points past a day. Shared by the cluster and job monitors.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Meter } from '@/api/generated/model/meter';
import type { MeterId } from '@/api/generated/model/meterId';
import type { MeterRecord } from '@/api/generated/model/meterRecord';
import type { MeterSample } from '@/api/generated/model/meterSample';
import type { MonitorRangeHours } from '@/api/generated/model/monitorRangeHours';
import { MonitorStep } from '@/api/generated/model/monitorStep';

export const RANGE_CHOICES: { hours: MonitorRangeHours; label: MessageDescriptor }[] = [
  { hours: 1, label: msg`Last hour` },
  { hours: 6, label: msg`Last 6 hours` },
  { hours: 24, label: msg`Last 24 hours` },
  { hours: 72, label: msg`Last 3 days` },
  { hours: 168, label: msg`Last 7 days` },
];

export function stepFor(hours: MonitorRangeHours): MonitorStep {
  return hours > 24 ? MonitorStep.NUMBER_3600 : MonitorStep.NUMBER_300;
}

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
