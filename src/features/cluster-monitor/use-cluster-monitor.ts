/** The cluster monitors' queries: the user's clusters to choose from, and one monitor page per subtype. */
import { keepPreviousData } from '@tanstack/react-query';
import { useListedClusters } from '@/shared/clusters/listed-clusters';
import { useGetClusterMonitor, useGetMetricDataByPeriod, useGetRecentMetricData } from '@/api/generated/endpoints/monitoring/monitoring';
import { useListNodes } from '@/api/generated/endpoints/nodes/nodes';
import type { MetricName } from '@/api/generated/model/metricName';
import type { MonitorRangeHours } from '@/api/generated/model/monitorRangeHours';
import type { MonitorSubtype } from '@/api/generated/model/monitorSubtype';
import { stepFor } from '@/shared/monitor/meters';
import { periodOf } from './monitor-data';

/** The clusters the cluster list lists for the user (src/shared/clusters), the first active one chosen first. */
export function useMonitoredClusters() {
  const query = useListedClusters();
  const clusters = query.clusters;
  return { clusters, query, firstActive: clusters.find((cluster) => cluster.status === 'active') ?? clusters[0] };
}

export function useMonitor(clusterId: string | undefined, subtype: MonitorSubtype, hours: MonitorRangeHours) {
  return useGetClusterMonitor(
    { cluster_id: clusterId ?? '', subtype, range_hours: hours, step: stepFor(hours) },
    { query: { enabled: Boolean(clusterId) } },
  );
}

/** The cluster's live nodes (all of them, section 9's all-data limit): ids, roles and GPUs for the per-node views. */
export function useClusterNodes(clusterId: string | undefined) {
  return useListNodes(
    { cluster_id: clusterId ?? '', status: ['active', 'stopped', 'pending'], limit: 1024, sort_key: 'create_time', reverse: 0 },
    { query: { enabled: Boolean(clusterId), staleTime: 60_000 } },
  );
}

/** The latest value of some metrics, per node of a cluster or of one node. */
export function useRecentMetrics(resourceId: string | undefined, metrics: MetricName[]) {
  return useGetRecentMetricData({ resource_id: resourceId ?? '', metric_names: metrics }, { query: { enabled: Boolean(resourceId) } });
}

/** Some metrics of one node over the range in hours ending at `until` (ms). */
export function usePeriodMetrics(resourceId: string | undefined, metrics: MetricName[], hours: MonitorRangeHours, until: number) {
  return useGetMetricDataByPeriod(
    { resource_id: resourceId ?? '', metric_names: metrics, ...periodOf(hours, until) },
    { query: { enabled: Boolean(resourceId), placeholderData: keepPreviousData } },
  );
}
