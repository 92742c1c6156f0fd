/**
 * The node a web terminal connects to: the cluster's node whose instance is the one in the URL (cluster/listNodes
 * searched by instance id), and its cluster (its name, and the user's right on it).
 */
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import { useListNodes } from '@/api/generated/endpoints/nodes/nodes';

export function useSshNode(clusterId: string, instanceId: string) {
  const nodes = useListNodes(
    { cluster_id: clusterId, search_word: instanceId, limit: 10, offset: 0 },
    { query: { enabled: Boolean(clusterId && instanceId) } },
  );
  const clusters = useListClusters({ cluster_id: [clusterId], limit: 10, offset: 0 }, { query: { enabled: Boolean(clusterId) } });
  const node = nodes.data?.node_set.find((item) => item.instance_id === instanceId);
  const cluster = clusters.data?.cluster_set.find((item) => item.cluster_id === clusterId);
  return {
    node,
    cluster,
    clusterName: cluster?.cluster_name,
    isPending: nodes.isPending && Boolean(clusterId && instanceId),
    error: nodes.error,
    refetch: () => void nodes.refetch(),
  };
}
