/**
 * Route /hpc_clusters/{id}/{tab}: the cluster detail page; its node, queue, user and auto-scaling tabs are the nodes, queues and
 * cluster-users areas' lists of that cluster.
 */
import { AutoScalePanel } from '@/features/auto-scale/auto-scale-panel';
import { ClusterDetailScreen, type ClusterTabRenderers } from '@/features/clusters/detail/cluster-detail-screen';
import { NodeList } from '@/features/nodes/node-list';
import { QueueList } from '@/features/queues/queue-list';
import { ClusterUserList } from '@/features/users/cluster-user-list';

const tabs: ClusterTabRenderers = {
  node_list: (cluster) => <NodeList key={cluster.cluster_id} cluster={cluster} />,
  queue_list: (cluster) => <QueueList key={cluster.cluster_id} cluster={cluster} />,
  user_list: (cluster) => <ClusterUserList key={cluster.cluster_id} cluster={cluster} />,
  auto_scale: (cluster) => <AutoScalePanel key={cluster.cluster_id} cluster={cluster} />,
};

export function Component() {
  return <ClusterDetailScreen tabs={tabs} />;
}
