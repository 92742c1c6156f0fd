/**
 * The add-nodes count rule, as the gateway applies it (cluster/addNodes): the role's nodes after the change — the
 * live ones (every status but deleted and ceased) plus those added — stay within the role's maximum of the cluster
 * conf. The live count comes from cluster/listNodes (its total_count for the role).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useListNodes } from '@/api/generated/endpoints/nodes/nodes';
import type { AddClusterNodesRole } from '@/api/generated/model/addClusterNodesRole';
import type { NodeStatus } from '@/api/generated/model/nodeStatus';

/** The statuses of a node that still counts (the gateway's liveNodeCount). */
export const LIVE_NODE_STATUSES: NodeStatus[] = ['pending', 'active', 'stopped', 'starting', 'stopping', 'restarting', 'deleting'];

export interface CountCheck {
  /** The role's nodes now, or undefined while unknown. */
  current?: number;
  total?: number;
  /** How many more may be added. */
  room?: number;
  /** The count is a whole number of at least 1. */
  wellFormed: boolean;
  /** The total after the change passes the maximum. */
  overMax: boolean;
}

export function checkAddCount(count: number, max: number | undefined, current: number | undefined): CountCheck {
  const wellFormed = Number.isInteger(count) && count >= 1;
  if (max === undefined || current === undefined) return { current, wellFormed, overMax: false };
  const total = current + (wellFormed ? count : 0);
  return { current, total, room: Math.max(0, max - current), wellFormed, overMax: wellFormed && total > max };
}

/** The role's live node count of the cluster. */
export function useLiveNodeCount(clusterId: string, role: AddClusterNodesRole, enabled: boolean): number | undefined {
  const query = useListNodes(
    { cluster_id: clusterId, role, status: LIVE_NODE_STATUSES, limit: 10, offset: 0 },
    { query: { enabled, placeholderData: keepPreviousData } },
  );
  return query.data?.total_count;
}
