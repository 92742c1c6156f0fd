/**
 * Changes of EHPC cluster queues (scheduler partitions over the cluster's own compute nodes).
 * Default queue: a cluster keeps exactly one once it has queues. The first queue becomes the default;
 * making a queue the default takes the flag from the former one; the default queue can be neither
 * deleted nor un-defaulted.
 */
import type { Db } from '../../db/database';
import type { Handlers, InputOf } from '../../http/handler-types';
import { fail } from '../../http/failure';
import {
  loadChangeableQueue,
  loadCluster,
  randomId,
  requireActive,
  requireFreeName,
  requireNoJobs,
  requireSession,
  type ClusterRow,
  type QueueRow,
} from './access';
import { notComputeNodes, queueNodes } from './nodes';
import { recordQueueOperation } from './record';

async function requireComputeNodes(db: Db, clusterId: string, nodeIds: string[]): Promise<void> {
  const wrong = await notComputeNodes(db, clusterId, nodeIds);
  if (wrong.length) throw fail.conflict('queue_nodes_not_compute', { ids: wrong.join(', ') });
}

async function hasDefault(db: Db, clusterId: string): Promise<boolean> {
  return (await db.query("SELECT 1 FROM queues WHERE cluster_id = $1 AND is_default = 1 AND status <> 'deleted'", [clusterId])).length > 0;
}

async function takeDefault(tx: Db, clusterId: string, queueId: string): Promise<void> {
  await tx.query('UPDATE queues SET is_default = 0, update_time = now() WHERE cluster_id = $1 AND is_default = 1 AND hpcqueue_id <> $2', [
    clusterId,
    queueId,
  ]);
  await tx.query('UPDATE queues SET is_default = 1 WHERE hpcqueue_id = $1', [queueId]);
}

async function writable(
  db: Db,
  session: Parameters<typeof requireSession>[0],
  input: { cluster_id: string },
): Promise<{ userId: string; cluster: ClusterRow }> {
  const s = requireSession(session);
  const cluster = await loadCluster(db, s, input.cluster_id, 'change', 'ehpc');
  requireActive(cluster);
  return { userId: s.user.user_id, cluster };
}

type ModifyInput = InputOf<'modifyEhpcQueue'>;

/**
 * A queue change's input with the fields every form of it has: openapi-typescript writes the body's anyOf (a new name
 * or a default flag) as alternatives that lack them, though the contract's check required them.
 */
function modifyFields(input: ModifyInput): Extract<ModifyInput, { hpcqueue_id: string }> {
  if (!('hpcqueue_id' in input)) throw new Error('a queue change names its cluster and queue');
  return input;
}

export const ehpcHandlers = {
  addEhpcQueue: async ({ db, session, input }) => {
    const { userId, cluster } = await writable(db, session, input);
    const name = input.queue_name;
    await requireFreeName(db, cluster.cluster_id, name);
    const nodeIds = input.node_ids ?? [];
    if (nodeIds.length) await requireComputeNodes(db, cluster.cluster_id, nodeIds);
    const makeDefault = input.is_default === 1 || !(await hasDefault(db, cluster.cluster_id));
    const queueId = randomId('hpcq-');
    return db.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO queues (hpcqueue_id, cluster_id, queue_name, category, is_default, status, update_time) VALUES ($1, $2, $3, 'dedicated', 0, 'pending', now())",
        [queueId, cluster.cluster_id, name],
      );
      if (makeDefault) await takeDefault(tx, cluster.cluster_id, queueId);
      for (const nodeId of nodeIds) await tx.query('INSERT INTO queue_nodes (hpcqueue_id, node_id) VALUES ($1, $2)', [queueId, nodeId]);
      const jobId = await recordQueueOperation(tx, cluster, userId, {
        action: 'queue/ehpc/addQueue',
        resourceType: 'queue',
        resourceIds: [queueId, cluster.cluster_id],
        resourceNames: [name, cluster.cluster_id],
        payload: { queue_ids: [queueId], node_ids: nodeIds },
      });
      return { job_id: jobId, hpcqueue_id: queueId };
    });
  },

  deleteEhpcQueues: async ({ db, session, input }) => {
    const { userId, cluster } = await writable(db, session, input);
    const queues: QueueRow[] = [];
    for (const id of input.hpcqueue_ids) {
      const queue = await loadChangeableQueue(db, cluster.cluster_id, id);
      if (queue.is_default === 1) throw fail.conflict('queue_default_delete');
      await requireNoJobs(db, id);
      queues.push(queue);
    }
    const ids = queues.map((q) => q.hpcqueue_id);
    return db.transaction(async (tx) => {
      await tx.query("UPDATE queues SET status = 'deleting', update_time = now() WHERE hpcqueue_id = ANY($1)", [ids]);
      await tx.query('DELETE FROM queue_strategies WHERE queue_id = ANY($1)', [ids]);
      const jobId = await recordQueueOperation(tx, cluster, userId, {
        action: 'queue/ehpc/delQueues',
        resourceType: 'queue',
        resourceIds: ids,
        resourceNames: queues.map((q) => q.queue_name),
        payload: { queue_ids: ids },
      });
      return { job_id: jobId };
    });
  },

  modifyEhpcQueue: async ({ db, session, input: sent }) => {
    const input = modifyFields(sent);
    const { userId, cluster } = await writable(db, session, input);
    const queue = await loadChangeableQueue(db, cluster.cluster_id, input.hpcqueue_id);
    if (input.is_default === 0 && queue.is_default === 1) throw fail.conflict('queue_default_keep');
    const name = input.queue_name ?? queue.queue_name;
    await requireFreeName(db, cluster.cluster_id, name, queue.hpcqueue_id);
    return db.transaction(async (tx) => {
      await tx.query("UPDATE queues SET queue_name = $2, status = 'updating', update_time = now() WHERE hpcqueue_id = $1", [
        queue.hpcqueue_id,
        name,
      ]);
      if (input.is_default === 1) await takeDefault(tx, cluster.cluster_id, queue.hpcqueue_id);
      const jobId = await recordQueueOperation(tx, cluster, userId, {
        action: 'queue/ehpc/modifyQueue',
        resourceType: 'queue',
        resourceIds: [queue.hpcqueue_id],
        resourceNames: [name],
        payload: { queue_ids: [queue.hpcqueue_id] },
      });
      return { job_id: jobId };
    });
  },

  addEhpcQueueNodes: async ({ db, session, input }) => {
    const { userId, cluster } = await writable(db, session, input);
    const queue = await loadChangeableQueue(db, cluster.cluster_id, input.hpcqueue_id);
    const nodeIds = input.node_ids;
    await requireComputeNodes(db, cluster.cluster_id, nodeIds);
    const present = new Set((await queueNodes(db, queue.hpcqueue_id)).map((n) => n.node_id));
    const already = nodeIds.filter((id) => present.has(id));
    if (already.length) throw fail.conflict('queue_nodes_already', { ids: already.join(', ') });
    return db.transaction(async (tx) => {
      for (const nodeId of nodeIds)
        await tx.query('INSERT INTO queue_nodes (hpcqueue_id, node_id) VALUES ($1, $2)', [queue.hpcqueue_id, nodeId]);
      await tx.query("UPDATE queues SET status = 'updating', update_time = now() WHERE hpcqueue_id = $1", [queue.hpcqueue_id]);
      const jobId = await recordQueueOperation(tx, cluster, userId, {
        action: 'queue/ehpc/addNodes',
        resourceType: 'queue',
        resourceIds: [queue.hpcqueue_id, ...nodeIds],
        resourceNames: [queue.queue_name],
        payload: { queue_ids: [queue.hpcqueue_id], node_ids: nodeIds },
      });
      return { job_id: jobId };
    });
  },

  removeEhpcQueueNodes: async ({ db, session, input }) => {
    const { userId, cluster } = await writable(db, session, input);
    const queue = await loadChangeableQueue(db, cluster.cluster_id, input.hpcqueue_id);
    const nodeIds = input.node_ids;
    const nodes = new Map((await queueNodes(db, queue.hpcqueue_id)).map((n) => [n.node_id, n]));
    const absent = nodeIds.filter((id) => !nodes.has(id));
    if (absent.length) throw fail.conflict('queue_nodes_absent', { ids: absent.join(', ') });
    const busy = nodeIds.filter((id) => (nodes.get(id)?.used_cores ?? 0) > 0);
    if (busy.length) throw fail.conflict('queue_nodes_busy', { ids: busy.join(', ') });
    return db.transaction(async (tx) => {
      await tx.query('DELETE FROM queue_nodes WHERE hpcqueue_id = $1 AND node_id = ANY($2)', [queue.hpcqueue_id, nodeIds]);
      await tx.query("UPDATE queues SET status = 'updating', update_time = now() WHERE hpcqueue_id = $1", [queue.hpcqueue_id]);
      const jobId = await recordQueueOperation(tx, cluster, userId, {
        action: 'queue/ehpc/removeNodes',
        resourceType: 'queue',
        resourceIds: [queue.hpcqueue_id, ...nodeIds],
        resourceNames: [queue.queue_name],
        payload: { queue_ids: [queue.hpcqueue_id], node_ids: nodeIds },
      });
      return { job_id: jobId };
    });
  },
} satisfies Handlers;
