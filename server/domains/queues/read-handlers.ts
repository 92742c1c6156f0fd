/**
 * Reads: queue types, the queue lists of HPC and EHPC clusters, one queue, and the nodes of a queue.
 */
import type { Db } from '../../db/database';
import { likePattern, paging } from '../../db/lists';
import type { Handlers, InputOf } from '../../http/handler-types';
import { fail, Failure } from '../../http/failure';
import { displayText } from '../../i18n/display-names';
import { loadCluster, loadQueue, requireSession } from './access';
import { queueNodes, type QueueNode } from './nodes';
import {
  findQueueType,
  Params,
  QUEUE_SELECT,
  QUEUE_TYPE_COLUMNS,
  toQueue,
  toQueueType,
  type QueueListRow,
  type QueueTypeRow,
} from './rows';

type QueueListInput = InputOf<'listEhpcQueues'> & Pick<InputOf<'getCurrentQueue'>, 'category'>;

const QUEUE_SORT: Record<QueueListInput['sort_key'], string> = {
  create_time: 'q.create_time',
  queue_name: 'q.queue_name',
  node_count: 'node_count',
};

async function listQueues(db: Db, clusterId: string, input: QueueListInput) {
  const p = new Params();
  const where = [`q.cluster_id = ${p.add(clusterId)}`, "q.status <> 'deleted'"];
  if (input.category) where.push(`q.category = ${p.add(input.category)}`);
  const like = likePattern(input.search_word);
  if (like) {
    const word = p.add(like);
    where.push(`(q.queue_name ILIKE ${word} OR q.hpcqueue_id ILIKE ${word})`);
  }
  const page = paging(input);
  const sort = QUEUE_SORT[input.sort_key];
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM queues q WHERE ${where.join(' AND ')}`,
    p.values,
  );
  const rows = await db.query<QueueListRow>(
    `${QUEUE_SELECT} WHERE ${where.join(' AND ')} ORDER BY ${sort} ${page.direction}, q.hpcqueue_id ${page.direction} LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`,
    p.values,
  );
  return { rows: rows.map(toQueue), total };
}

const NODE_ORDER: Record<InputOf<'getQueueNodes'>['sort_key'], (a: QueueNode, b: QueueNode) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  status: (a, b) => a.status.localeCompare(b.status),
  used_cores: (a, b) => a.used_cores - b.used_cores,
};

export const readHandlers = {
  getQueueTypes: async ({ db, session, input, lang }) => {
    const s = requireSession(session);
    const p = new Params();
    const where = [`zone = ${p.add(input.zone ?? s.user.zone)}`];
    if (input.category) where.push(`category = ${p.add(input.category)}`);
    const rows = await db.query<QueueTypeRow>(
      `SELECT ${QUEUE_TYPE_COLUMNS} FROM queue_types WHERE ${where.join(' AND ')} ORDER BY sort_order, queue_type`,
      p.values,
    );
    return { queue_types_set: rows.map((row) => toQueueType(row, lang)), total_count: rows.length };
  },

  getCurrentQueue: async ({ db, session, input }) => {
    const cluster = await loadCluster(db, requireSession(session), input.cluster_id, 'read', 'hpc');
    const { rows, total } = await listQueues(db, cluster.cluster_id, input);
    return { queues_set: rows, total_count: total };
  },

  listEhpcQueues: async ({ db, session, input }) => {
    const cluster = await loadCluster(db, requireSession(session), input.cluster_id, 'read', 'ehpc');
    // EHPC queues have no category: one sent anyway filters nothing.
    const { rows, total } = await listQueues(db, cluster.cluster_id, { ...input, category: undefined });
    return { hpc_queue_set: rows, total_count: total };
  },

  describeQueue: async ({ db, session, input, lang }) => {
    if (input.hpcqueue_id !== undefined && input.hpcqueue_id !== input.id) {
      throw fail.rule([{ location: ['query', 'hpcqueue_id'], key: 'field_must_equal', params: { field: 'id' }, code: 'const' }]);
    }
    const cluster = await loadCluster(db, requireSession(session), input.cluster_id, 'read');
    const queue = await loadQueue(db, cluster.cluster_id, input.id);
    const [row] = await db.query<QueueListRow>(`${QUEUE_SELECT} WHERE q.hpcqueue_id = $1`, [queue.hpcqueue_id]);
    const type = cluster.cluster_type === 'hpc' && queue.queue_type ? await findQueueType(db, cluster.zone, queue.queue_type) : undefined;
    return { queue: toQueue(row), ...(type ? { queue_type_info: toQueueType(type, lang) } : {}) };
  },

  getQueueNodes: async ({ db, session, input, lang }) => {
    const s = requireSession(session);
    const queueId = input.hpcqueue_id;
    const [owning] = await db.query<{ cluster_id: string }>('SELECT cluster_id FROM queues WHERE hpcqueue_id = $1', [queueId]);
    // A queue of a cluster the user cannot see is "not found" by its own id: its cluster's id does not show.
    const hidden = (error: unknown) => {
      if (error instanceof Failure && error.status === 404) return undefined;
      throw error;
    };
    const cluster = owning ? await loadCluster(db, s, owning.cluster_id, 'read').catch(hidden) : undefined;
    if (!owning || !cluster) throw fail.notFound('not_found', { id: queueId });
    if (input.cluster_id !== undefined && input.cluster_id !== owning.cluster_id)
      throw fail.notFound('queue_not_in_cluster', { id: queueId });
    await loadQueue(db, cluster.cluster_id, queueId);
    const word = input.search_word?.trim().toLowerCase() ?? '';
    const nodes = (await queueNodes(db, queueId)).filter(
      (n) => !word || [n.name, n.node_id, n.hostname].some((v) => v.toLowerCase().includes(word)),
    );
    const page = paging(input);
    const sign = page.direction === 'DESC' ? -1 : 1;
    const order = NODE_ORDER[input.sort_key];
    nodes.sort((a, b) => sign * order(a, b) || a.node_id.localeCompare(b.node_id));
    const set = nodes.slice(page.offset, page.offset + page.limit).map((n) => ({
      node_id: n.node_id,
      name: displayText(n.name, lang),
      status: n.status,
      health_status: n.health_status,
      cpu: n.cpu,
      used_cores: n.used_cores,
      memory: n.memory,
      running_jobs: n.running_jobs,
    }));
    return { queues_set: set, total: nodes.length };
  },
} satisfies Handlers;
