/**
 * The cluster of an instance, for the /terminal popup, which names only the instance (and the zone): the user's
 * active clusters (cluster/list), then each one's nodes searched by the instance id (cluster/listNodes, which
 * answers only for clusters the user may use: the gateway's cluster access rules decide, as for the terminal).
 */
import { useQueries } from '@tanstack/react-query';
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import { getListNodesQueryOptions } from '@/api/generated/endpoints/nodes/nodes';

export function useInstanceCluster(instanceId: string) {
  const clusters = useListClusters({ status: ['active'], limit: 100, offset: 0 }, { query: { enabled: Boolean(instanceId) } });
  const ids = (clusters.data?.cluster_set ?? []).map((cluster) => cluster.cluster_id);
  const searches = useQueries({
    queries: ids.map((clusterId) => getListNodesQueryOptions({ cluster_id: clusterId, search_word: instanceId, limit: 10, offset: 0 })),
  });
  const found = searches.findIndex((search) => search.data?.node_set.some((node) => node.instance_id === instanceId));
  const node = found >= 0 ? searches[found].data?.node_set.find((item) => item.instance_id === instanceId) : undefined;
  const cluster = found >= 0 ? clusters.data?.cluster_set[found] : undefined;
  const isPending = Boolean(instanceId) && (clusters.isPending || (found < 0 && searches.some((search) => search.isPending)));
  return { node, cluster, isPending, error: clusters.error ?? undefined };
}
