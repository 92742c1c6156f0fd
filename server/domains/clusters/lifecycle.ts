/**
 * Stop, start, resume, delete (or deregister) and modify clusters. A change checks every cluster first, then
 * marks each cluster and its nodes with the transition under way and records one operation for all of them,
 * in one transaction; the engine finishes the change (steps.ts).
 */
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import type { Handlers } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { recordOperation } from '../../operations/records';
import {
  clusterAccess,
  GONE_STATUSES,
  requireIdle,
  requireOwner,
  requireSession,
  requireWritable,
  type ClusterAccess,
  type ClusterRow,
} from './access';
import { checkNameFree } from './create';
import { ownerInArrears } from './integrations';
import { firstStepDelay } from '../../cloud/index';

export interface TransitionSpec {
  action: string;
  transition: string;
  delayMs: number;
  /** Who may: the owner's users only (delete), or anyone but a read-only member. */
  who?: (access: ClusterAccess) => ClusterRow;
  /** Refuses a cluster that is not in the state the change starts from. */
  check: (tx: Db, cluster: ClusterRow) => Promise<void>;
  /** The statuses of the nodes that take part (they get the same transition). */
  nodeStatuses: string[];
  payload?: Record<string, unknown>;
}

/** Checks and marks the clusters, and records the operation; answers its job_id. */
export async function beginTransition(db: Db, session: Session, clusterIds: string[], spec: TransitionSpec): Promise<{ job_id: string }> {
  return db.transaction(async (tx) => {
    const clusters: ClusterRow[] = [];
    for (const id of clusterIds) {
      const cluster = (spec.who ?? requireWritable)(await clusterAccess(tx, session, id, { lock: true }));
      await spec.check(tx, cluster);
      clusters.push(cluster);
    }
    for (const cluster of clusters) {
      await tx.query('UPDATE clusters SET transition_status = $2, status_time = now() WHERE cluster_id = $1', [
        cluster.cluster_id,
        spec.transition,
      ]);
      await tx.query('UPDATE cluster_nodes SET transition_status = $2, status_time = now() WHERE cluster_id = $1 AND status = ANY($3)', [
        cluster.cluster_id,
        spec.transition,
        spec.nodeStatuses,
      ]);
    }
    const jobId = await recordOperation(tx, {
      action: spec.action,
      resourceType: 'cluster',
      resourceIds: clusters.map((c) => c.cluster_id),
      resourceNames: clusters.map((c) => c.cluster_name),
      owner: clusters[0].owner,
      userId: session.user.user_id,
      zone: clusters[0].zone,
      payload: spec.payload,
      delayMs: firstStepDelay(clusters[0].cloud, spec.delayMs),
    });
    return { job_id: jobId };
  });
}

const inStatus = (status: string, key: Parameters<typeof fail.conflict>[0]) => async (tx: Db, cluster: ClusterRow) => {
  if (cluster.status !== status) throw fail.conflict(key, { id: cluster.cluster_id });
  await requireIdle(tx, cluster);
};

export const lifecycleHandlers = {
  stopCluster: async ({ db, session, input }) =>
    beginTransition(db, requireSession(session), input.cluster_ids, {
      action: 'cluster/stopCluster',
      transition: 'stopping',
      delayMs: 5_000,
      check: inStatus('active', 'clusters_not_active'),
      nodeStatuses: ['active'],
    }),

  startCluster: async ({ db, session, input }) =>
    beginTransition(db, requireSession(session), input.cluster_ids, {
      action: 'cluster/startCluster',
      transition: 'starting',
      delayMs: 5_000,
      check: inStatus('stopped', 'clusters_not_stopped'),
      nodeStatuses: ['stopped'],
    }),

  resumeCluster: async ({ db, session, input }) =>
    beginTransition(db, requireSession(session), input.cluster_ids, {
      action: 'cluster/resumeCluster',
      transition: 'resuming',
      delayMs: 5_000,
      check: async (tx, cluster) => {
        await inStatus('suspended', 'clusters_not_suspended')(tx, cluster);
        if (await ownerInArrears(tx, cluster.owner)) throw fail.balance('clusters_lack_of_balance');
      },
      nodeStatuses: ['stopped', 'active'],
    }),

  deleteCluster: async ({ db, session, input }) => {
    const { deregister } = input;
    return beginTransition(db, requireSession(session), input.cluster_ids, {
      action: 'cluster/deleteCluster',
      transition: 'deleting',
      delayMs: deregister ? 3_000 : 10_000,
      who: requireOwner,
      check: async (tx, cluster) => {
        if (cluster.transition_status === 'deleting') throw fail.conflict('clusters_already_deleting', { id: cluster.cluster_id });
        if (deregister) {
          if (!['suspended', 'deleted', 'ceased'].includes(cluster.status))
            throw fail.conflict('clusters_not_released', { id: cluster.cluster_id });
        } else if (GONE_STATUSES.includes(cluster.status)) throw fail.conflict('clusters_gone', { id: cluster.cluster_id });
        await requireIdle(tx, cluster);
      },
      nodeStatuses: ['pending', 'active', 'stopped'],
      payload: { deregister },
    });
  },

  modifyCluster: async ({ db, session: maybe, input }) => {
    const session = requireSession(maybe);
    return db.transaction(async (tx) => {
      const cluster = requireWritable(await clusterAccess(tx, session, input.cluster_id, { lock: true }));
      if (GONE_STATUSES.includes(cluster.status) || cluster.transition_status === 'deleting')
        throw fail.conflict('clusters_gone', { id: cluster.cluster_id });
      const name = input.cluster_name ?? cluster.cluster_name;
      const description = input.description ?? cluster.description;
      await checkNameFree(tx, cluster.owner, name, cluster.cluster_id);
      await tx.query('UPDATE clusters SET cluster_name = $2, description = $3 WHERE cluster_id = $1', [
        cluster.cluster_id,
        name,
        description,
      ]);
      const jobId = await recordOperation(tx, {
        action: 'cluster/modifyCluster',
        resourceType: 'cluster',
        resourceIds: [cluster.cluster_id],
        resourceNames: [name],
        owner: cluster.owner,
        userId: session.user.user_id,
        zone: cluster.zone,
        payload: { previous_name: cluster.cluster_name },
        delayMs: 1_000,
      });
      return { job_id: jobId };
    });
  },
} satisfies Handlers;
