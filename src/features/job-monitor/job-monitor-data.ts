/**
 * Job monitor data (spec sections 2, 3, 5, 7): GetClusterMonitor with subtype job answers job_status (records: a
 * job status and its job count, the overview) and job_submitted (samples: jobs submitted per step, the recent
 * jobs chart). The range is chosen in hours; the statistics update every 5 minutes, hourly points past a day.
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

export const DEFAULT_RANGE_HOURS: MonitorRangeHours = 24;

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

export function meterOf(meters: Meter[] | undefined, id: MeterId): Meter | undefined {
  return meters?.find((meter) => meter.meter_id === id);
}

export function pointsOf(meter: Meter | undefined): ChartPoint[] {
  return (meter?.data_set ?? []).filter(isSample).map(([seconds, value]) => ({ x: new Date(seconds * 1000), y: value }));
}

export function recordsOf(meter: Meter | undefined): MeterRecord[] {
  return (meter?.data_set ?? []).filter((item): item is MeterRecord => !isSample(item));
}
