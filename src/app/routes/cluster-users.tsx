/** Route /users: the users of the cluster chosen on the page. */
import { ClusterScope } from '@/features/clusters/cluster-scope';
import { ClusterUserList } from '@/features/users/cluster-user-list';

export function Component() {
  return <ClusterScope>{(cluster) => cluster && <ClusterUserList key={cluster.cluster_id} cluster={cluster} />}</ClusterScope>;
}
