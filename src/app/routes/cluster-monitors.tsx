/** Route /cluster_monitors: cluster, GPU and node overviews (charts load lazily inside the feature). */
import { ClusterMonitorScreen } from '@/features/cluster-monitor/cluster-monitor-screen';

export function Component() {
  return <ClusterMonitorScreen />;
}
