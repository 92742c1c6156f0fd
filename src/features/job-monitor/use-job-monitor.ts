/** The job monitors' queries: the clusters to choose from, the job monitor page, and the cluster's latest jobs. */
import { useListJobs } from '@/api/generated/endpoints/jobs/jobs';
import { useListedClusters } from '@/shared/clusters/listed-clusters';
import { useGetClusterMonitor } from '@/api/generated/endpoints/monitoring/monitoring';
import type { MonitorRangeHours } from '@/api/generated/model/monitorRangeHours';
import { stepFor } from '@/shared/monitor/meters';

/** Recent jobs listed under the chart. */
export const RECENT_JOBS = 10;

/** The clusters the cluster list lists for the user (src/shared/clusters), the first active one chosen first. */
export function useMonitoredClusters() {
  const query = useListedClusters();
  const clusters = query.clusters;
  return { clusters, query, firstActive: clusters.find((cluster) => cluster.status === 'active') ?? clusters[0] };
}

export function useJobMonitor(clusterId: string | undefined, hours: MonitorRangeHours) {
  return useGetClusterMonitor(
    { cluster_id: clusterId ?? '', subtype: 'job', range_hours: hours, step: stepFor(hours) },
    { query: { enabled: Boolean(clusterId) } },
  );
}

/** The cluster's latest jobs, by submission time (section 9: jobs sort by submitted_time). */
export function useRecentJobs(clusterId: string | undefined) {
  return useListJobs(
    { cluster_id: clusterId, limit: RECENT_JOBS, sort_key: 'submitted_time', reverse: 1 },
    { query: { enabled: Boolean(clusterId) } },
  );
}
