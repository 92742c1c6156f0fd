/**
 * Which actions a node offers (nodes contract): modify any node that is not gone; restart an active node; delete
 * a compute or login node (never the controller); bind an EIP to an active login node without one, unbind the EIP
 * of a login node that has one. Nothing while a change is under way on the node, and nothing on a cluster the
 * user may not administer (a read-only shared member, an IAM user acting for its owner: ADR 0013) or that is gone.
 */
import type { Cluster } from '@/api/generated/model/cluster';
import type { Node } from '@/api/generated/model/node';
import { clusterPermissions, type PermissionUser } from '@/shared/session/cluster-permissions';
import { isTransitionalStatus } from '@/shared/ui/status-badge';

export const NODE_ACTIONS = ['modify', 'restart', 'associate_eip', 'dissociate_eip', 'delete'] as const;
export type NodeActionId = (typeof NODE_ACTIONS)[number];

const GONE = ['ceased', 'terminated', 'deleted'];

/** The user may change the cluster's nodes: it administers the cluster (clusterPermissions), the cluster not gone. */
export function canChangeNodes(cluster: Pick<Cluster, 'status' | 'project_info'>, user: PermissionUser): boolean {
  return clusterPermissions(user, cluster).administer && !GONE.includes(cluster.status);
}

/** Nodes are added to an active cluster that is not changing. */
export function canAddNodes(cluster: Pick<Cluster, 'status' | 'project_info' | 'transition_status'>, user: PermissionUser): boolean {
  return canChangeNodes(cluster, user) && cluster.status === 'active' && !cluster.transition_status;
}

export function nodeActions(node: Pick<Node, 'role' | 'status' | 'transition_status' | 'eip'>): NodeActionId[] {
  if (node.transition_status || isTransitionalStatus(node.status) || node.status === 'pending' || GONE.includes(node.status)) return [];
  const actions: NodeActionId[] = ['modify'];
  if (node.status === 'active') actions.push('restart');
  if (node.role === 'login' && node.status === 'active' && !node.eip) actions.push('associate_eip');
  if (node.role === 'login' && node.eip) actions.push('dissociate_eip');
  if (node.role !== 'controller') actions.push('delete');
  return actions;
}

/** A node's name for people: its display name, else its host name, else its id. */
export const nodeName = (node: Pick<Node, 'name' | 'hostname' | 'node_id'>) => node.name || node.hostname || node.node_id;
