/**
 * Which lifecycle actions a cluster offers (spec section 4, "Cluster actions"), as the gateway allows them:
 * start a stopped cluster, stop an active one, resume a suspended one (after a recharge), upgrade (when the gateway
 * names a newer version: upgrade_version) and resize
 * (EHPC clusters stopped, HPC clusters active — the dialogs say so otherwise), modify, share and stop sharing
 * (the owner's), delete (the owner's, any cluster not gone) and deregister (the owner's, resources released).
 * Nothing is offered while a change is under way, and nothing to a read-only shared member.
 */
import type { Cluster } from '@/api/generated/model/cluster';
import type { ClusterStatus } from '@/api/generated/model/clusterStatus';
import type { UserSession } from '@/api/generated/model/userSession';
import { clusterPermissions } from '@/shared/session/cluster-permissions';
import { isSubUser } from '@/shared/session/session-context';
import { isTransitionalStatus } from '@/shared/ui/status-badge';

export const CLUSTER_ACTIONS = [
  'start',
  'stop',
  'resume',
  'upgrade',
  'resize',
  'modify',
  'share',
  'stop_sharing',
  'delete',
  'deregister',
] as const;
export type ClusterActionId = (typeof CLUSTER_ACTIONS)[number];

export const GONE_STATUSES: ClusterStatus[] = ['ceased', 'terminated', 'deleted'];
/** Deregistering is for clusters whose resources are already released. */
export const DEREGISTER_STATUSES: ClusterStatus[] = ['suspended', 'deleted', 'ceased'];

export type ClusterLike = Pick<Cluster, 'status' | 'transition_status' | 'cluster_type' | 'project_info' | 'upgrade_version'>;

/** A change is under way on the cluster. */
export function isBusy(cluster: ClusterLike): boolean {
  return Boolean(cluster.transition_status) || isTransitionalStatus(cluster.status);
}

export function isGone(cluster: ClusterLike): boolean {
  return GONE_STATUSES.includes(cluster.status);
}

/** The cluster is shared with the user (not theirs). */
export function isSharedMember(cluster: ClusterLike): boolean {
  return cluster.project_info?.shared_role === 'shared_member';
}

export function isReadOnly(cluster: ClusterLike): boolean {
  return isSharedMember(cluster) && cluster.project_info?.permission !== 'readwrite';
}

/** The status an upgrade or a resize starts from: EHPC clusters stopped, HPC clusters active. */
export function requiredStatusForChange(cluster: Pick<Cluster, 'cluster_type'>): 'stopped' | 'active' {
  return cluster.cluster_type === 'ehpc' ? 'stopped' : 'active';
}

export function meetsChangeConditions(cluster: ClusterLike): boolean {
  return cluster.status === requiredStatusForChange(cluster) && !isBusy(cluster);
}

export interface ActionContext {
  user: Pick<UserSession, 'user_type' | 'iamuser_name'>;
  sharingOn: boolean;
}

/** Whether an action is shown for the cluster (disabled ones are not shown; see `actionEnabled`). */
export function actionShown(id: ClusterActionId, cluster: ClusterLike, context: ActionContext): boolean {
  if (isReadOnly(cluster)) return false;
  // What the actor may do at all (ADR 0013): an IAM user acting for its owner administers and owns nothing.
  const may = clusterPermissions(context.user, cluster);
  if (!(['share', 'stop_sharing', 'delete', 'deregister'].includes(id) ? may.own : may.administer)) return false;
  const owner = !isSharedMember(cluster);
  const gone = isGone(cluster);
  switch (id) {
    case 'start':
      return cluster.status === 'stopped';
    case 'stop':
      return cluster.status === 'active';
    case 'resume':
      return cluster.status === 'suspended';
    case 'upgrade':
      // Only when the gateway names a newer version: an upgrade at the newest version cannot succeed.
      return Boolean(cluster.upgrade_version) && (cluster.status === 'active' || cluster.status === 'stopped');
    case 'resize':
      return cluster.status === 'active' || cluster.status === 'stopped';
    case 'modify':
      return !gone;
    case 'share':
      return owner && context.sharingOn && !isSubUser(context.user) && !gone;
    case 'stop_sharing':
      return owner && context.sharingOn && cluster.project_info?.shared_status === 'shared';
    case 'delete':
      return owner && !gone;
    case 'deregister':
      return owner && DEREGISTER_STATUSES.includes(cluster.status);
  }
}

/** Whether a shown action can be used now: not while another change is under way. */
export function actionEnabled(id: ClusterActionId, cluster: ClusterLike): boolean {
  if (id === 'share' || id === 'stop_sharing') return cluster.transition_status !== 'deleting';
  return !isBusy(cluster);
}

export function availableActions(cluster: ClusterLike, context: ActionContext): ClusterActionId[] {
  return CLUSTER_ACTIONS.filter((id) => actionShown(id, cluster, context));
}
