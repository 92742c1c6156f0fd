/**
 * Auto-scale: every tick, each enabled, Running policy whose check_frequency (minutes) has passed since
 * its last run (or since it was saved) is evaluated in its own transaction:
 * - expand, when the queue's pending jobs ask for at least queued_cores cores: adds node_step compute
 *   nodes (pending, made active by the autoScaleExpand operation), never beyond max_nodes in the queue
 *   nor 99 nodes in the cluster (Auto-scale cluster max 99 nodes);
 * - shrink, when more than reserved_idle_nodes of the queue's active nodes are idle (nodes.ts tells
 *   idle from busy): removes up to node_step idle nodes, newest first, keeping reserved_idle_nodes idle
 *   and at least one compute node; only nodes in no other queue are removed.
 * A run that acts or is skipped (a limit, an inactive cluster or queue) writes a log row; a check whose
 * condition does not hold only moves last_exec_time, so the history is not flooded.
 */
import type { Db } from '../../db/database';
import type { MessageKey } from '../../i18n/messages';
import type { Ticker } from '../../sim/engine';
import { randomId, type ClusterRow } from './access';
import { createComputeNodes, queueNodes, shapeOf } from './nodes';
import { recordQueueOperation } from './record';
import type { StrategyRow } from './strategy-rows';

export const CLUSTER_MAX_NODES = 99;

interface Evaluated extends StrategyRow {
  queue_name: string;
  queue_status: string;
  cluster_status: string;
  cluster_type: 'hpc' | 'ehpc';
  owner: string;
  zone: string;
  created_by: string;
}

const SELECT = `SELECT s.*, q.queue_name, q.status AS queue_status, c.status AS cluster_status, c.cluster_type, c.owner, c.zone, c.created_by
  FROM queue_strategies s JOIN queues q ON q.hpcqueue_id = s.queue_id JOIN clusters c ON c.cluster_id = s.cluster_id`;

interface Outcome {
  status: 'running' | 'skipped';
  before: number;
  after: number;
  key: MessageKey;
  params?: Record<string, string | number>;
  jobId?: string;
}

async function writeLog(tx: Db, st: Evaluated, now: Date, logId: string, o: Outcome): Promise<void> {
  await tx.query(
    `INSERT INTO queue_strategy_logs (log_id, strategy_id, cluster_id, queue_id, queue_name, op_type, op_status, op_time, node_count_before, node_count_after, job_id, message_key, message_params)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [logId, st.strategy_id, st.cluster_id, st.queue_id, st.queue_name, st.op_type, o.status, now, o.before, o.after, o.jobId ?? null, o.key, JSON.stringify(o.params ?? {})],
  );
}

const clusterOf = (st: Evaluated): ClusterRow => ({ cluster_id: st.cluster_id, cluster_type: st.cluster_type, status: st.cluster_status, zone: st.zone, owner: st.owner, created_by: st.created_by });

async function expand(tx: Db, st: Evaluated, count: number, logId: string): Promise<Outcome | null> {
  const [{ queued }] = await tx.query<{ queued: number }>("SELECT coalesce(sum(cores), 0)::int AS queued FROM jobs WHERE hpcqueue_id = $1 AND job_status = 'pending'", [st.queue_id]);
  if (queued < (st.queued_cores ?? Infinity)) return null;
  const [{ total }] = await tx.query<{ total: number }>("SELECT count(*)::int AS total FROM cluster_nodes WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased')", [st.cluster_id]);
  const skipped = { status: 'skipped' as const, before: count, after: count };
  if (count >= (st.max_nodes ?? 0)) return { ...skipped, key: 'autoscale_max_nodes', params: { max: st.max_nodes ?? 0 } };
  if (total >= CLUSTER_MAX_NODES) return { ...skipped, key: 'autoscale_cluster_max' };
  const add = Math.min(st.node_step, (st.max_nodes ?? 0) - count, CLUSTER_MAX_NODES - total);
  const nodeIds = await createComputeNodes(tx, clusterOf(st), st.queue_id, add, await shapeOf(tx, st.cluster_id, st.queue_id));
  const jobId = await recordQueueOperation(tx, clusterOf(st), st.created_by, {
    action: 'queue/ehpc/autoScaleExpand', resourceType: 'node', resourceIds: [st.queue_id, ...nodeIds], resourceNames: [st.queue_name], payload: { log_id: logId, node_ids: nodeIds },
  });
  return { status: 'running', before: count, after: count + add, key: 'autoscale_expanded', params: { queued, threshold: st.queued_cores ?? 0, count: add }, jobId };
}

async function shrink(tx: Db, st: Evaluated, logId: string): Promise<Outcome | null> {
  const nodes = (await queueNodes(tx, st.queue_id)).filter((n) => n.status !== 'deleting');
  const reserved = st.reserved_idle_nodes ?? 0;
  const idle = nodes.filter((n) => n.status === 'active' && n.used_cores === 0);
  if (idle.length <= reserved) return null;
  const count = nodes.length;
  const skipped = { status: 'skipped' as const, before: count, after: count };
  if (count <= 1) return { ...skipped, key: 'autoscale_one_node' };
  const removable = idle.filter((n) => n.other_queues === 0).sort((a, b) => new Date(b.create_time).getTime() - new Date(a.create_time).getTime());
  const remove = removable.slice(0, Math.min(st.node_step, idle.length - reserved, count - 1)).map((n) => n.node_id);
  if (!remove.length) return { ...skipped, key: 'autoscale_no_free_node' };
  await tx.query("UPDATE cluster_nodes SET status = 'deleting', transition_status = 'deleting', status_time = now() WHERE node_id = ANY($1)", [remove]);
  const jobId = await recordQueueOperation(tx, clusterOf(st), st.created_by, {
    action: 'queue/ehpc/autoScaleShrink', resourceType: 'node', resourceIds: [st.queue_id, ...remove], resourceNames: [st.queue_name], payload: { log_id: logId, node_ids: remove },
  });
  return { status: 'running', before: count, after: count - remove.length, key: 'autoscale_shrunk', params: { count: remove.length, reserved }, jobId };
}

async function evaluate(tx: Db, st: Evaluated, now: Date): Promise<void> {
  await tx.query('UPDATE queue_strategies SET last_exec_time = $2 WHERE strategy_id = $1', [st.strategy_id, now]);
  const count = (await queueNodes(tx, st.queue_id)).filter((n) => n.status !== 'deleting').length;
  const logId = randomId('ehpcstl-');
  let outcome: Outcome | null;
  if (st.cluster_status !== 'active') outcome = { status: 'skipped', before: count, after: count, key: 'autoscale_cluster_inactive' };
  else if (st.queue_status !== 'active' && st.queue_status !== 'updating') outcome = { status: 'skipped', before: count, after: count, key: 'autoscale_queue_inactive' };
  else outcome = st.op_type === 'expand' ? await expand(tx, st, count, logId) : await shrink(tx, st, logId);
  if (outcome) await writeLog(tx, st, now, logId, outcome);
}

/** The run-now check of a policy just saved or enabled (called from its operation's step). */
export async function evaluateNow(tx: Db, strategyId: string, now = new Date()): Promise<void> {
  const [st] = await tx.query<Evaluated>(`${SELECT} WHERE s.strategy_id = $1 AND s.op_is_enabled = 1`, [strategyId]);
  if (st) await evaluate(tx, st, now);
}

/** Policies are checked every check_frequency minutes, scaled by the engine's speed (a faster simulation in tests). */
export const autoScaleTicker: Ticker = async (db, now, speed = 1) => {
  const due = await db.query<Evaluated>(
    `${SELECT} WHERE s.op_is_enabled = 1 AND s.op_status = 'Running'
       AND coalesce(s.last_exec_time, s.update_time) + make_interval(secs => s.check_frequency * 60 * $2::double precision) <= $1
     ORDER BY s.strategy_id`,
    [now, speed],
  );
  for (const st of due) {
    try {
      await db.transaction((tx) => evaluate(tx, st, now));
    } catch (error) {
      console.error(`auto-scale policy ${st.strategy_id} failed:`, error);
    }
  }
};
