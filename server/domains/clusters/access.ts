/**
 * Who may see and change a cluster. A user sees the clusters of their owner (sub-users and IAM users share
 * their owner's) and the clusters shared with them; a shared member's row in cluster_shares wins over the
 * owner's view, so a read-only member can never change the cluster. A sub-user must use shared clusters
 * (spec section 6): it changes only the clusters shared with it read-write and those it created itself, and
 * only reads the account's other clusters. Other domains use `clusterAccess` and `requireWritable` for the
 * same checks.
 */
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { ClusterType } from './catalogue';

export interface ClusterRow {
  cluster_id: string;
  cluster_name: string;
  cluster_type: ClusterType;
  status: string;
  transition_status: string;
  description: string;
  zone: string;
  owner: string;
  created_by: string;
  nas_id: string | null;
  nas_shared_path: string | null;
  vxnet_id: string | null;
  vxnet_name: string | null;
  bm_vxnet_id: string | null;
  network_type: string | null;
  scheduler: string | null;
  version: string;
  previous_version: string | null;
  app_id: string;
  app_version: string;
  deploy_mode: number;
  paid_type: number;
  duration: number;
  is_auto_renewal: number;
  shared_status: string;
  software: { sw_name: string; sw_ver: string }[];
  config: { ip_network?: string; software_ids?: string[]; cluster_user?: string };
  expire_time: Date | null;
  create_time: Date;
  status_time: Date;
}

/** sub_user: a sub-user on a cluster of its owner that is neither shared with it nor created by it (reads only). */
export type ClusterRole = 'owner' | 'shared_member' | 'sub_user';
export type SharePermission = 'readonly' | 'readwrite';

export interface ClusterAccess {
  cluster: ClusterRow;
  role: ClusterRole;
  /** readwrite for the owner's users; the member's permission for a shared member; readonly for a sub_user. */
  permission: SharePermission;
}

/** Statuses of a cluster whose resources are gone. */
export const GONE_STATUSES = ['deleted', 'ceased', 'terminated'];

export function requireSession(session: Session | null): Session {
  if (!session) throw fail.unauthorized();
  return session;
}

/**
 * The cluster as the user may use it, or 404 when it is neither the user's owner's nor shared with the user.
 * Pass a transaction and `lock` to hold the cluster's row until the transaction ends.
 */
export async function clusterAccess(db: Db, session: Session, clusterId: string, options: { lock?: boolean } = {}): Promise<ClusterAccess> {
  const rows = await db.query<ClusterRow & { share_permission: SharePermission | null }>(
    `SELECT c.*, s.permission AS share_permission FROM clusters c
       LEFT JOIN cluster_shares s ON s.cluster_id = c.cluster_id AND s.user_id = $2
      WHERE c.cluster_id = $1 AND (c.owner = $3 OR s.user_id IS NOT NULL)${options.lock ? ' FOR UPDATE OF c' : ''}`,
    [clusterId, session.user.user_id, session.user.owner],
  );
  const row = rows[0];
  if (!row) throw fail.notFound('clusters_not_found', { id: clusterId });
  const { share_permission: share, ...cluster } = row;
  if (share) return { cluster, role: 'shared_member', permission: share };
  if (session.user.user_type === 1 && cluster.created_by !== session.user.user_id) return { cluster, role: 'sub_user', permission: 'readonly' };
  return { cluster, role: 'owner', permission: 'readwrite' };
}

/** Refuses (403) a shared member with read-only permission, and a sub-user on a cluster not shared with it. */
export function requireWritable(access: ClusterAccess): ClusterRow {
  if (access.role === 'sub_user') throw fail.forbidden('clusters_subuser_not_shared');
  if (access.permission !== 'readwrite') throw fail.forbidden('clusters_shared_readonly');
  return access.cluster;
}

/** Refuses (403) anyone but the owner's users (deleting a cluster). */
export function requireOwner(access: ClusterAccess): ClusterRow {
  if (access.role === 'sub_user') throw fail.forbidden('clusters_subuser_not_shared');
  if (access.role !== 'owner') throw fail.forbidden('clusters_shared_readonly');
  return access.cluster;
}

/** Refuses (409) a cluster with an operation under way, or with a node in a transition. */
export async function requireIdle(db: Db, cluster: ClusterRow): Promise<void> {
  if (cluster.transition_status) throw fail.conflict('clusters_busy', { id: cluster.cluster_id, transition: cluster.transition_status });
  const busy = await db.query<{ transition_status: string }>(
    "SELECT transition_status FROM cluster_nodes WHERE cluster_id = $1 AND transition_status <> '' AND status NOT IN ('deleted', 'ceased') LIMIT 1",
    [cluster.cluster_id],
  );
  if (busy[0]) throw fail.conflict('clusters_busy', { id: cluster.cluster_id, transition: busy[0].transition_status });
}

export interface HpcConfig {
  features?: { hpc?: boolean; ehpc?: boolean; subuser_cluster_creation?: boolean };
}

/** The hpc-config entry of the zone's namespace, else of the default namespace. */
export async function hpcConfig(db: Db, zone: string): Promise<HpcConfig> {
  const rows = await db.query<{ value: HpcConfig }>(
    "SELECT value FROM config_entries WHERE key = 'hpc-config' AND namespace IN ($1, 'default') ORDER BY namespace = 'default'",
    [zone],
  );
  return rows[0]?.value ?? {};
}
