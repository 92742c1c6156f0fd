/**
 * The clusters, queues and simulation platform jobs run on, as the jobs domain reads them (0003 tables); who
 * may use a cluster is the rule of ../cluster-access.ts (ADR 0006).
 */
import { SHARED_HOSTS_PER_TYPE } from '../../cloud/index';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import { clusterFor, type AccessUser, type ClusterNeed, type ClusterRight } from '../cluster-access';
import { SIMULATION_CLUSTER } from './common';

export interface ClusterRow {
  cluster_id: string;
  cluster_name: string;
  cluster_type: 'hpc' | 'ehpc';
  status: string;
  owner: string;
  zone: string;
  /** The mount point: a NAS export (nas-…) or an S2 server (vNAS, s2-…). */
  nas_id: string | null;
  nas_shared_path: string | null;
  /**
   * The NAS export whose files the cluster mounts: its nas_id for a NAS export; for an S2 server the export behind
   * it (EXPORT_JOIN), null when it shares none.
   */
  export_nas_id: string | null;
  /** The directory of the NAS export the cluster mounts (nas_exports.shared_path); null without an export row. */
  export_shared_path: string | null;
}

export interface PlatformRow {
  cluster_id: string;
  status: string;
  node_id: string;
  hostname: string;
  cores: number;
  memory: number;
}

const CLUSTER_COLUMNS = `c.cluster_id, c.cluster_name, c.cluster_type, c.status, c.owner, c.zone, c.nas_id, c.nas_shared_path,
  CASE WHEN c.nas_id LIKE 's2-%' THEN e.nas_id ELSE c.nas_id END AS export_nas_id, e.shared_path AS export_shared_path`;
/**
 * The NAS export holding the cluster's files, from the view cluster_exports (migration 0083, ADR 0011), which
 * cluster/nasInfo answers too (server/domains/clusters/changes.ts): its own export (nas-…), or for an S2 server
 * (vNAS, s2-…) of the cluster's owner the export of the server's first shared target that shares one of the owner's
 * exports, so a vNAS cluster's jobs write into the export the console browses. A nas- export that is gone keeps
 * export_nas_id (CLUSTER_COLUMNS) without a shared path.
 */
const EXPORT_JOIN = `LEFT JOIN cluster_exports ce ON ce.cluster_id = c.cluster_id
  LEFT JOIN nas_exports e ON e.nas_id = ce.export_nas_id`;
const CLUSTER_SELECT = `SELECT ${CLUSTER_COLUMNS} FROM clusters c ${EXPORT_JOIN}`;

/**
 * A live cluster the user may read, or change jobs on (ADR 0006): 404 when the user does not see it or it is
 * gone, 403 for a change by a read-only shared member (also of jobs).
 */
export async function usableCluster(db: Db, user: AccessUser, clusterId: string, need: ClusterNeed): Promise<ClusterRow> {
  return (await usableClusterRight(db, user, clusterId, need)).cluster;
}

/** As usableCluster, with the user's right on it (whether it administers the cluster, say). */
export function usableClusterRight(
  db: Db,
  user: AccessUser,
  clusterId: string,
  need: ClusterNeed,
): Promise<{ cluster: ClusterRow; right: ClusterRight }> {
  return clusterFor<ClusterRow>(db, user, clusterId, need, { columns: CLUSTER_COLUMNS, joins: EXPORT_JOIN, hideGone: true });
}

/** A live cluster the user may change jobs on: 404 when the user does not see it, 403 for a read-only member. */
export function writableCluster(db: Db, user: AccessUser, clusterId: string): Promise<ClusterRow> {
  return usableCluster(db, user, clusterId, 'change');
}

export async function clusterById(db: Db, clusterId: string): Promise<ClusterRow | undefined> {
  return (await db.query<ClusterRow>(`${CLUSTER_SELECT} WHERE c.cluster_id = $1`, [clusterId]))[0];
}

/** Jobs are submitted (and resumed) only on an active cluster; an HPC cluster suspended for arrears lacks balance. */
export function requireSubmittable(cluster: ClusterRow): void {
  if (cluster.cluster_type === 'hpc' && cluster.status === 'suspended') throw fail.balance('jobs_lack_of_balance');
  if (cluster.status !== 'active') throw fail.conflict('jobs_cluster_not_active');
}

export interface QueueRow {
  hpcqueue_id: string;
  cluster_id: string;
  queue_name: string;
  status: string;
}

/** The queue when it is (still) a queue of the cluster, else "This queue has been deleted". */
export async function boundQueue(db: Db, clusterId: string, queueId: string): Promise<QueueRow> {
  const [queue] = await db.query<QueueRow>('SELECT hpcqueue_id, cluster_id, queue_name, status FROM queues WHERE hpcqueue_id = $1', [
    queueId,
  ]);
  if (!queue || queue.cluster_id !== clusterId || queue.status === 'deleted') throw fail.conflict('jobs_queue_deleted');
  return queue;
}

/**
 * Cores of the queue's compute nodes that are not going away (what a job may ask for at most); a tenant's queue (an
 * HPC cluster on its zone's shared cluster, ADR 0050) has the shared hosts of its queue type.
 */
export async function queueCapacity(db: Db, queueId: string): Promise<number> {
  const [shared] = await db.query<{ cores: number }>(
    `SELECT qt.cores_per_node * $2::int AS cores FROM queues q JOIN cloud_tenants t ON t.cluster_id = q.cluster_id
       JOIN queue_types qt ON qt.zone = t.zone AND qt.queue_type = q.queue_type WHERE q.hpcqueue_id = $1`,
    [queueId, SHARED_HOSTS_PER_TYPE],
  );
  if (shared) return shared.cores;
  const [{ cores }] = await db.query<{ cores: number }>(
    `SELECT coalesce(sum(n.cpu), 0)::int AS cores FROM queue_nodes qn JOIN cluster_nodes n ON n.node_id = qn.node_id
      WHERE qn.hpcqueue_id = $1 AND n.role = 'compute' AND n.status NOT IN ('deleted', 'ceased', 'deleting')`,
    [queueId],
  );
  return cores;
}

export async function simulationPlatform(db: Db): Promise<PlatformRow> {
  const [row] = await db.query<PlatformRow>('SELECT * FROM simulation_platform WHERE cluster_id = $1', [SIMULATION_CLUSTER]);
  return row;
}
