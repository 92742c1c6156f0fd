/**
 * The compute nodes of an EHPC cluster for the node picker: each with the queues it belongs to (cluster/listNodes,
 * queue_info) and its load, the cores its running jobs take (queue/getQueueNodes of each queue of the cluster;
 * a node in several queues adds up, at most its cores). All data queries (limit 1024, section 9).
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListNodes } from '@/api/generated/endpoints/nodes/nodes';
import { getGetQueueNodesQueryOptions, useListEhpcQueues } from '@/api/generated/endpoints/queues/queues';
import type { Node } from '@/api/generated/model/node';

export const ALL_DATA_LIMIT = 1024;

export interface ComputeNode {
  node: Node;
  /** Cores taken by running jobs. */
  usedCores: number;
  cores: number;
  /** The node's queues' names. */
  queues: string[];
  queueIds: string[];
}

export function useComputeNodes(clusterId: string, enabled = true) {
  const nodes = useListNodes(
    { cluster_id: clusterId, role: 'compute', limit: ALL_DATA_LIMIT, sort_key: 'name', reverse: 0 },
    { query: { enabled } },
  );
  const queues = useListEhpcQueues({ cluster_id: clusterId, limit: 100 }, { query: { enabled } });
  const queueIds = (queues.data?.hpc_queue_set ?? []).map((queue) => queue.hpcqueue_id);
  const loads = useQueries({
    queries: queueIds.map((id) => ({ ...getGetQueueNodesQueryOptions({ hpcqueue_id: id, cluster_id: clusterId, limit: 100 }), enabled })),
  });
  const loadData = loads.map((query) => query.data);
  const rows = useMemo<ComputeNode[] | undefined>(() => {
    if (!nodes.data) return undefined;
    const used = new Map<string, number>();
    for (const answer of loadData)
      for (const node of answer?.queues_set ?? []) used.set(node.node_id, (used.get(node.node_id) ?? 0) + (node.used_cores ?? 0));
    return nodes.data.node_set.map((node) => {
      const cores = node.cpu ?? 0;
      return {
        node,
        cores,
        usedCores: Math.min(cores, used.get(node.node_id) ?? 0),
        queues: (node.queue_info ?? []).map((queue) => queue.queue_name),
        queueIds: (node.queue_info ?? []).map((queue) => queue.hpcqueue_id),
      };
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loadData is a new array each render; its items are stable query data
  }, [nodes.data, ...loadData]);
  return { rows, loading: nodes.isLoading, error: nodes.error, refetch: () => void nodes.refetch() };
}
