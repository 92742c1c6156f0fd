/**
 * Who may change a cluster's queues (spec section 6, ADR 0006 and 0013): whoever may change what runs in the
 * cluster (the owner, a sub-user on its own cluster, an IAM user for its owner, a read-write shared member); a
 * read-only shared member changes nothing. Binding a private queue is a purchase, refused to sub-users. Nothing
 * is offered on a cluster that is gone.
 */
import type { Cluster } from '@/api/generated/model/cluster';
import { clusterPermissions, type PermissionUser } from '@/shared/session/cluster-permissions';
import { isSubUser } from '@/shared/session/session-context';

export interface QueueRights {
  /** Rename, unbind or delete queues, add queues and move nodes (EHPC). */
  change: boolean;
  /** Bind (buy) a private queue on an HPC cluster. */
  bind: boolean;
}

const GONE = new Set(['ceased', 'terminated', 'deleted']);

export function queueRights(user: PermissionUser, cluster: Pick<Cluster, 'project_info' | 'status' | 'cluster_type'>): QueueRights {
  const change = clusterPermissions(user, cluster).change && !GONE.has(cluster.status);
  return { change, bind: change && cluster.cluster_type === 'hpc' && !isSubUser(user) };
}
