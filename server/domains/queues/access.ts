/**
 * Which cluster and queue a request works on. Who may see and change a cluster is the rule of
 * ../cluster-access.ts (ADR 0006): a cluster the user does not see, or a gone one, is "not found"; a read-only
 * shared member is refused every change (403).
 */
import { randomBytes } from 'node:crypto';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { Schema } from '../../http/handler-types';
import { clusterFor, isSubUser, type ClusterNeed } from '../cluster-access';

export interface ClusterRow {
  cluster_id: string;
  cluster_type: Schema<'ClusterType'>;
  status: Schema<'ClusterStatus'>;
  zone: string;
  owner: string;
  created_by: string;
}

export interface QueueRow {
  hpcqueue_id: string;
  cluster_id: string;
  queue_name: string;
  category: Schema<'QueueCategory'>;
  is_default: Schema<'HpcQueueDefaultFlag'>;
  queue_type: string | null;
  /** A deleted queue stays a row (its jobs name it): the contract's statuses and 'deleted'. */
  status: Schema<'HpcQueueStatus'> | 'deleted';
}

export function randomId(prefix: string, length = 8): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return prefix + [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('');
}

export function requireSession(session: Session | null): Session {
  if (!session) throw fail.unauthorized();
  return session;
}

/** The cluster, when the user may read (or change) it, of the given type (any type when omitted). */
export async function loadCluster(
  db: Db,
  session: Session,
  clusterId: string,
  need: ClusterNeed,
  type?: 'hpc' | 'ehpc',
): Promise<ClusterRow> {
  const { cluster } = await clusterFor<ClusterRow>(db, session.user, clusterId, need, {
    columns: 'c.cluster_id, c.cluster_type, c.status, c.zone, c.owner, c.created_by',
    hideGone: true,
  });
  if (type && cluster.cluster_type !== type) throw fail.conflict('queue_cluster_type', { type: type.toUpperCase() });
  return cluster;
}

/** Binding a private queue is a purchase: the contract refuses sub-users (403) even on a cluster they may change. */
export function requireNotSubUser(session: Session): void {
  if (isSubUser(session.user)) throw fail.forbidden('queue_subuser_purchase');
}

/** A cluster whose queues are being changed must be active. */
export function requireActive(cluster: ClusterRow): void {
  if (cluster.status !== 'active') throw fail.conflict('queue_cluster_not_active');
}

/** A queue of the cluster that is not deleted. */
export async function loadQueue(db: Db, clusterId: string, queueId: string): Promise<QueueRow> {
  const rows = await db.query<QueueRow>(
    'SELECT hpcqueue_id, cluster_id, queue_name, category, is_default, queue_type, status FROM queues WHERE hpcqueue_id = $1',
    [queueId],
  );
  const queue = rows[0];
  if (!queue || queue.cluster_id !== clusterId) throw fail.notFound('queue_not_in_cluster', { id: queueId });
  if (queue.status === 'deleted') throw fail.notFound('queue_deleted');
  return queue;
}

/** A queue that a change may work on: not being created or deleted. */
export async function loadChangeableQueue(db: Db, clusterId: string, queueId: string): Promise<QueueRow> {
  const queue = await loadQueue(db, clusterId, queueId);
  if (queue.status === 'pending' || queue.status === 'deleting') throw fail.conflict('queue_not_ready', { status: queue.status });
  return queue;
}

/** Refuses a name another live queue of the cluster already has. */
export async function requireFreeName(db: Db, clusterId: string, name: string, exceptQueueId = ''): Promise<void> {
  const rows = await db.query(
    "SELECT 1 FROM queues WHERE cluster_id = $1 AND queue_name = $2 AND status <> 'deleted' AND hpcqueue_id <> $3",
    [clusterId, name, exceptQueueId],
  );
  if (rows.length) throw fail.duplicate('queue_name_taken', { name });
}

export async function requireNoJobs(db: Db, queueId: string): Promise<void> {
  const rows = await db.query("SELECT 1 FROM jobs WHERE hpcqueue_id = $1 AND job_status IN ('running', 'pending') LIMIT 1", [queueId]);
  if (rows.length) throw fail.conflict('queue_has_jobs', { id: queueId });
}
