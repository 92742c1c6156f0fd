/** Route /queues: the queues of the cluster chosen on the page. */
import { ClusterScope } from '@/features/clusters/cluster-scope';
import { QueueList } from '@/features/queues/queue-list';

export function Component() {
  return <ClusterScope>{(cluster) => cluster && <QueueList key={cluster.cluster_id} cluster={cluster} />}</ClusterScope>;
}
