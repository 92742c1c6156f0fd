/**
 * Cluster monitor data (spec sections 2, 3, 5, 7): GetClusterMonitor answers meters of [unix seconds, value]
 * samples (the cluster and GPU overviews) or labelled records (the node overview). The range is chosen in hours
 * (section 5) and the step follows it: the statistics update every 5 minutes, hourly points past a day.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MeterId } from '@/api/generated/model/meterId';
import type { Metric } from '@/api/generated/model/metric';
import type { MetricName } from '@/api/generated/model/metricName';
import type { MonitorRangeHours } from '@/api/generated/model/monitorRangeHours';
import type { Node } from '@/api/generated/model/node';
import type { MonitorStep } from '@/api/generated/model/monitorStep';
import { stepFor, type ChartPoint } from '@/shared/monitor/meters';

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

/**
 * Per node (GetRecentMetricData, GetMetricDataByPeriod): the node overview's figures, the GPU overview's figures
 * and the charts of one node; a node without a GPU gets no GPU chart.
 */
export const NODE_FIGURES: MetricName[] = ['cpu_usage', 'memory_usage', 'storage_usage', 'system_load'];
export const GPU_FIGURES: MetricName[] = ['gpu_usage', 'gpu_memory_usage'];
export const NODE_CHARTS: MetricName[] = ['cpu_usage', 'cpu_system', 'memory_usage', 'storage_usage', 'system_load'];

/** The period of a node's charts: the range in hours ending at `until` (ms), stepped as the overviews are. */
export function periodOf(hours: MonitorRangeHours, until: number): { start_time: string; end_time: string; step: MonitorStep } {
  return { start_time: new Date(until - hours * 3600_000).toISOString(), end_time: new Date(until).toISOString(), step: stepFor(hours) };
}

/** The latest value of each metric per node name (tag); null where nothing was collected. */
export function recentByNode(data: Metric[] | undefined): Map<string, Partial<Record<MetricName, number | null>>> {
  const byNode = new Map<string, Partial<Record<MetricName, number | null>>>();
  for (const metric of data ?? []) {
    for (const { tag, value } of metric.recent_metric_data?.metric_tag_data ?? []) {
      byNode.set(tag, { ...byNode.get(tag), [metric.metric_name]: value });
    }
  }
  return byNode;
}

/** The averages of one metric as chart points (null where nothing was collected). */
export function periodPoints(data: Metric[] | undefined, name: MetricName): { unit: string; points: ChartPoint[] } {
  const metric = data?.find((item) => item.metric_name === name);
  return {
    unit: metric?.metric_unit ?? '',
    points: (metric?.metric_data ?? []).map((point) => ({ x: new Date(point.start_time), y: point.avg_value })),
  };
}

export interface NodeFigures {
  /** The node's name, as the metrics tag it. */
  tag: string;
  /** The node of the cluster's list with that name (its id, role and GPUs), when listed. */
  node: Node | undefined;
  values: Partial<Record<MetricName, number | null>>;
}

export function nodeLabel(node: Pick<Node, 'name' | 'hostname' | 'node_id'>): string {
  return node.name || node.hostname || node.node_id;
}

/** One row per node the metrics name, in the gateway's order (controller, login, compute), with its listed node. */
export function nodeFigures(data: Metric[] | undefined, nodes: Node[] | undefined): NodeFigures[] {
  const byName = new Map((nodes ?? []).map((node) => [nodeLabel(node), node]));
  return [...recentByNode(data)].map(([tag, values]) => ({ tag, node: byName.get(tag), values }));
}

/** When the latest values were sampled. */
export function sampledAt(data: Metric[] | undefined): string | undefined {
  return data?.find((metric) => metric.recent_metric_data?.time)?.recent_metric_data?.time;
}
