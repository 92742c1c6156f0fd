/**
 * The nodes of one cluster (cluster/listNodes): role filter, status filter (default active, stopped, pending —
 * section 4), search word, sorting and paging. Refreshes while a node changes state or its health is unknown.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListNodes } from '@/api/generated/endpoints/nodes/nodes';
import type { ListNodesSortKey } from '@/api/generated/model/listNodesSortKey';
import type { NodeRole } from '@/api/generated/model/nodeRole';
import type { NodeStatus } from '@/api/generated/model/nodeStatus';
import type { NodeType } from '@/api/generated/model/nodeType';
import { useListParams } from '@/shared/ui/data-table';
import { whileOffline } from '@/shared/live/live-state';

export const DEFAULT_NODE_STATUSES: NodeStatus[] = ['active', 'stopped', 'pending'];
export const NODE_REFRESH_MS = 10_000;

export type NodeListFilters = { role: NodeRole; node_type: NodeType; status: NodeStatus[] };

interface Changing {
  status: string;
  transition_status?: string;
  health_status?: string;
}

export function isNodeChanging(node: Changing): boolean {
  return Boolean(node.transition_status) || node.status === 'pending' || node.health_status === 'fetching';
}

export function useNodeList(clusterId: string) {
  const list = useListParams<ListNodesSortKey, NodeListFilters>({
    defaultSortKey: 'create_time',
    defaultReverse: 1,
    defaultFilters: { status: DEFAULT_NODE_STATUSES },
  });
  const params = useMemo(() => ({ ...list.params, cluster_id: clusterId }), [list.params, clusterId]);
  const query = useListNodes(params, {
    query: {
      placeholderData: keepPreviousData,
      refetchInterval: (current) => whileOffline(current.state.data?.node_set.some(isNodeChanging) ? NODE_REFRESH_MS : false),
    },
  });
  return { list, query };
}
