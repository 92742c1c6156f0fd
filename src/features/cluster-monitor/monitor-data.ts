/**
 * Cluster monitor data (spec sections 2, 3, 5, 7): GetClusterMonitor answers meters of [unix seconds, value]
 * samples (the cluster and GPU overviews) or labelled records (the node overview). The range is chosen in hours
 * (section 5) and the step follows it: the statistics update every 5 minutes, hourly points past a day.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MeterId } from '../../api/generated/model/meterId';
import type { MonitorRangeHours } from '../../api/generated/model/monitorRangeHours';

export const DEFAULT_RANGE_HOURS: MonitorRangeHours = 1;

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
