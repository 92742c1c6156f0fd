/**
 * The clusters domain's rows and checks. Who may see and change a cluster is the rule of ../cluster-access.ts
 * (ADR 0006): `clusterAccess` answers the cluster with the user's right (404 when unseen), `requireWritable`
 * refuses a read-only shared member (403) and `requireOwner` anyone but the owner (403, deleting a cluster).
 */
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Schema } from '../../http/handler-types';
import { clusterFor, requireRight, type ClusterRight, type SharePermission } from '../cluster-access';
import type { ClusterType } from './catalogue';

export interface ClusterRow {
  cluster_id: string;
  cluster_name: string;
  cluster_type: ClusterType;
  status: Schema<'ClusterStatus'>;
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
  network_type: Schema<'NetworkType'> | null;
  scheduler: Schema<'Scheduler'> | null;
  /** The cloud its machines live in (ADR 0047). */
  cloud: 'simulated' | 'local';
  version: string;
  previous_version: string | null;
  app_id: string;
  app_version: string;
  deploy_mode: Schema<'DeployMode'>;
  paid_type: Schema<'PaidType'>;
  duration: number;
  is_auto_renewal: Schema<'AutoRenewal'>;
  shared_status: string;
  software: { sw_name: string; sw_ver: string }[];
  config: { ip_network?: string; software_ids?: string[]; cluster_user?: string };
  expire_time: Date | null;
  create_time: Date;
  status_time: Date;
}

export type { SharePermission };
export { GONE_STATUSES } from '../cluster-access';

export interface ClusterAccess extends ClusterRight {
  cluster: ClusterRow;
}

export function requireSession(session: Session | null): Session {
  if (!session) throw fail.unauthorized();
  return session;
}

/**
 * The cluster as the user may use it (any status), or 404 when the user does not see it (ADR 0006).
 * Pass a transaction and `lock` to hold the cluster's row until the transaction ends.
 */
export async function clusterAccess(db: Db, session: Session, clusterId: string, options: { lock?: boolean } = {}): Promise<ClusterAccess> {
  const { cluster, right } = await clusterFor<ClusterRow>(db, session.user, clusterId, 'read', { lock: options.lock });
  return { cluster, ...right };
}

/** Refuses (403) a shared member with read-only permission, and an IAM user acting for its owner (ADR 0013). */
export function requireWritable(access: ClusterAccess): ClusterRow {
  requireRight(access, 'administer');
  return access.cluster;
}

/** Refuses (403) anyone but the cluster's owner (deleting a cluster). */
export function requireOwner(access: ClusterAccess): ClusterRow {
  requireRight(access, 'own');
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
