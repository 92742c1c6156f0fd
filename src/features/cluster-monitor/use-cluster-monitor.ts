/** The cluster monitors' queries: the user's clusters to choose from, and one monitor page per subtype. */
import { useListClusters } from '../../api/generated/endpoints/clusters/clusters';
import { useGetClusterMonitor } from '../../api/generated/endpoints/monitoring/monitoring';
import type { MonitorRangeHours } from '../../api/generated/model/monitorRangeHours';
import type { MonitorSubtype } from '../../api/generated/model/monitorSubtype';
import { stepFor } from '../../shared/monitor/meters';

/** Section 9: cluster all-list 100. */
export function useMonitoredClusters() {
  const query = useListClusters({ limit: 100, sort_key: 'create_time', reverse: 1 }, { query: { staleTime: 60_000 } });
  const clusters = query.data?.cluster_set ?? [];
  return { clusters, query, firstActive: clusters.find((cluster) => cluster.status === 'active') ?? clusters[0] };
}

export function useMonitor(clusterId: string | undefined, subtype: MonitorSubtype, hours: MonitorRangeHours) {
  return useGetClusterMonitor({ cluster_id: clusterId ?? '', subtype, range_hours: hours, step: stepFor(hours) }, { query: { enabled: Boolean(clusterId) } });
}
