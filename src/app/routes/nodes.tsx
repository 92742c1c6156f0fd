/** Route /nodes: the nodes of the cluster chosen on the page. */
import { ClusterScope } from '@/features/clusters/cluster-scope';
import { NodeList } from '@/features/nodes/node-list';

export function Component() {
  return <ClusterScope>{(cluster) => cluster && <NodeList key={cluster.cluster_id} cluster={cluster} />}</ClusterScope>;
}
