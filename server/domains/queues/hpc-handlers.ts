/**
 * Changes of HPC cluster queues: bind and unbind a dedicated queue, rename it. Shared queues are the
 * provider's: they are listed but neither unbound nor renamed.
 */
import type { Handlers } from '../../http/handler-types';
import { fail } from '../../http/failure';
import {
  loadChangeableQueue,
  loadCluster,
  randomId,
  requireActive,
  requireFreeName,
  requireNoJobs,
  requireNotSubUser,
  requireSession,
} from './access';
import { createComputeNodes } from './nodes';
import { recordQueueOperation } from './record';
import { findQueueType } from './rows';
import { tenantOf } from '../clusters/public';

export const hpcHandlers = {
  bindPrivateQueue: async ({ db, session, input }) => {
    const s = requireSession(session);
    const cluster = await loadCluster(db, s, input.cluster_id, 'change', 'hpc');
    requireNotSubUser(s);
    requireActive(cluster);
    if (await tenantOf(db, cluster.cluster_id)) throw fail.conflict('queue_dedicated_on_shared_hosts');
    const type = await findQueueType(db, cluster.zone, input.queue_type);
    if (!type) throw fail.notFound('not_found', { id: input.queue_type });
    if (type.category !== 'dedicated') throw fail.conflict('queue_type_not_dedicated', { queue_type: type.queue_type });
    const name = input.queue_name;
    await requireFreeName(db, cluster.cluster_id, name);
    const paidType = input.paid_type;
    const duration = paidType === 1 ? input.duration : 0;
    const queueId = randomId('hpcq-');
    return db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO queues (hpcqueue_id, cluster_id, queue_name, category, is_default, queue_type, status, paid_type, duration, is_auto_renewal, expire_time, update_time)
         VALUES ($1, $2, $3, 'dedicated', 0, $4, 'pending', $5, $6, $7, CASE WHEN $5::int = 1 THEN now() + make_interval(months => $6::int) END, now())`,
        [queueId, cluster.cluster_id, name, type.queue_type, paidType, duration, input.is_auto_renewal ?? 0],
      );
      const shape = {
        cpu: type.cores_per_node,
        memory: type.memory_per_node,
        gpu: type.gpu_per_node,
        node_type: type.gpu_per_node > 0 ? 'gpu' : 'standard',
        instance_class: 101,
      };
      const nodeIds = await createComputeNodes(tx, cluster, queueId, input.count, shape);
      const jobId = await recordQueueOperation(tx, cluster, s.user.user_id, {
        action: 'queue/bindPrivateQueue',
        resourceType: 'queue',
        resourceIds: [queueId, cluster.cluster_id],
        resourceNames: [name, cluster.cluster_id],
        payload: { queue_ids: [queueId], node_ids: nodeIds },
      });
      return { job_id: jobId, hpcqueue_id: queueId };
    });
  },

  unbindPrivateQueue: async ({ db, session, input }) => {
    const s = requireSession(session);
    const cluster = await loadCluster(db, s, input.cluster_id, 'change', 'hpc');
    requireActive(cluster);
    const queue = await loadChangeableQueue(db, cluster.cluster_id, input.hpcqueue_id);
    if (queue.category === 'shared') throw fail.conflict('queue_shared_locked');
    await requireNoJobs(db, queue.hpcqueue_id);
    return db.transaction(async (tx) => {
      await tx.query("UPDATE queues SET status = 'deleting', update_time = now() WHERE hpcqueue_id = $1", [queue.hpcqueue_id]);
      const nodes = await tx.query<{ node_id: string }>('SELECT node_id FROM queue_nodes WHERE hpcqueue_id = $1', [queue.hpcqueue_id]);
      const nodeIds = nodes.map((n) => n.node_id);
      await tx.query(
        "UPDATE cluster_nodes SET status = 'deleting', transition_status = 'deleting', status_time = now() WHERE node_id = ANY($1)",
        [nodeIds],
      );
      const jobId = await recordQueueOperation(tx, cluster, s.user.user_id, {
        action: 'queue/unbindPrivateQueue',
        resourceType: 'queue',
        resourceIds: [queue.hpcqueue_id],
        resourceNames: [queue.queue_name],
        payload: { queue_ids: [queue.hpcqueue_id], node_ids: nodeIds },
      });
      return { job_id: jobId };
    });
  },

  updateQueueName: async ({ db, session, input }) => {
    const s = requireSession(session);
    const cluster = await loadCluster(db, s, input.cluster_id, 'change', 'hpc');
    requireActive(cluster);
    const queue = await loadChangeableQueue(db, cluster.cluster_id, input.hpcqueue_id);
    if (queue.category === 'shared') throw fail.conflict('queue_shared_locked');
    const name = input.queue_name;
    await requireFreeName(db, cluster.cluster_id, name, queue.hpcqueue_id);
    return db.transaction(async (tx) => {
      await tx.query("UPDATE queues SET queue_name = $2, status = 'updating', update_time = now() WHERE hpcqueue_id = $1", [
        queue.hpcqueue_id,
        name,
      ]);
      const jobId = await recordQueueOperation(tx, cluster, s.user.user_id, {
        action: 'queue/updateQueueName',
        resourceType: 'queue',
        resourceIds: [queue.hpcqueue_id],
        resourceNames: [name],
        payload: { queue_ids: [queue.hpcqueue_id], former_name: queue.queue_name },
      });
      return { job_id: jobId };
    });
  },
} satisfies Handlers;
