/**
 * Where a node's charts are: the cluster monitor with the cluster and the node in its query
 * (/cluster_monitors?cluster=<cluster_id>&node=<node_id>, ADR 0028). The node list links a node's name here.
 */
import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { consolePath, useSession } from '@/shared/session/session-context';

/** The query parameters the cluster monitor reads. */
export const MONITOR_CLUSTER_PARAM = 'cluster';
export const MONITOR_NODE_PARAM = 'node';

export function nodeMonitorPath(zone: string, clusterId: string, nodeId: string): string {
  const query = new URLSearchParams({ [MONITOR_CLUSTER_PARAM]: clusterId, [MONITOR_NODE_PARAM]: nodeId });
  return `${consolePath(zone, 'hpc', 'cluster_monitors')}?${query.toString()}`;
}

/** Nodes the gateway no longer monitors (it answers 404 for them). */
const GONE = new Set(['deleted', 'ceased']);

/** The node's name as a link to its charts; the name alone for a node that is gone. */
export function NodeMonitorLink({
  node,
  children,
}: {
  node: { node_id: string; cluster_id: string; status: string };
  children: ReactNode;
}) {
  const { zone } = useSession();
  if (GONE.has(node.status)) return <>{children}</>;
  return (
    <Link asChild colorPalette="blue" fontWeight="medium">
      <RouterLink to={nodeMonitorPath(zone, node.cluster_id, node.node_id)}>{children}</RouterLink>
    </Link>
  );
}
