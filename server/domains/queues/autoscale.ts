/**
 * Auto-scale: every tick, each enabled, Running policy whose check_frequency (minutes, scaled by the engine
 * speed) has passed since its last run (or since it was saved) is checked in its own transaction. One rule,
 * `decide`, says what a check does now; the ticker applies it and the preview (previewStrategies, ADR 0019)
 * answers it without changing anything:
 * - expand, when the queue's pending jobs ask for at least queued_cores cores: adds node_step compute
 *   nodes (pending, made active by the autoScaleExpand operation), never beyond max_nodes in the queue
 *   nor 99 nodes in the cluster (Auto-scale cluster max 99 nodes);
 * - shrink, when more than reserved_idle_nodes of the queue's active nodes are idle (nodes.ts tells
 *   idle from busy): removes up to node_step idle nodes, newest first, keeping reserved_idle_nodes idle
 *   and at least one compute node; only nodes in no other queue are removed;
 * - cooldown: within COOLDOWN_MINUTES (scaled by the engine speed) of a run that added nodes to a queue, a
 *   shrink of that queue is skipped, and within it of a run that removed nodes, an expansion is skipped, so
 *   that expand and shrink policies of one queue do not undo each other (flap).
 * A run that acts or is skipped (a limit, the cooldown, an inactive cluster or queue) writes a log row; a
 * check whose condition does not hold only moves last_exec_time, so the history is not flooded.
 */
import type { Db } from '../../db/database';
import type { MessageKey } from '../../i18n/messages';
import type { Ticker } from '../../operations/runner';
import { randomId, type ClusterRow, type QueueRow } from './access';
import { createComputeNodes, queueNodes, shapeOf } from './nodes';
import { recordQueueOperation } from './record';
import type { StrategyRow } from './strategy-rows';

export const CLUSTER_MAX_NODES = 99;
/** Minutes after a run that added (removed) nodes during which the opposite policy of the queue is skipped. */
export const COOLDOWN_MINUTES = 10;

export interface Evaluated extends StrategyRow {
  queue_name: string;
  queue_status: QueueRow['status'];
  cluster_status: ClusterRow['status'];
  cluster_type: ClusterRow['cluster_type'];
  owner: string;
  zone: string;
  created_by: string;
}

export const POLICY_SELECT = `SELECT s.*, q.queue_name, q.status AS queue_status, c.status AS cluster_status, c.cluster_type, c.owner, c.zone, c.created_by
  FROM queue_strategies s JOIN queues q ON q.hpcqueue_id = s.queue_id JOIN clusters c ON c.cluster_id = s.cluster_id`;

/** What a check of a policy does now: add or remove nodes, nothing (the condition does not hold), or skip (logged). */
export interface Decision {
  outcome: 'expand' | 'shrink' | 'none' | 'skip';
  before: number;
  after: number;
  key: MessageKey;
  params?: Record<string, string | number>;
  /** expand: how many nodes to add. */
  add?: number;
  /** shrink: the nodes to remove. */
  remove?: string[];
}

/** The newest run of the other type on the queue that changed nodes, within the cooldown before `now`. */
async function inCooldown(db: Db, st: Evaluated, now: Date, speed: number): Promise<boolean> {
  const other = st.op_type === 'expand' ? 'shrink' : 'expand';
  const rows = await db.query(
    `SELECT 1 FROM queue_strategy_logs WHERE queue_id = $1 AND op_type = $2 AND op_status IN ('running', 'successful') AND node_count_after <> node_count_before
       AND op_time > $3::timestamptz - make_interval(secs => $4::double precision) AND op_time <= $3 LIMIT 1`,
    [st.queue_id, other, now, COOLDOWN_MINUTES * 60 * speed],
  );
  return rows.length > 0;
}

async function decideExpand(db: Db, st: Evaluated, count: number, now: Date, speed: number): Promise<Decision> {
  const [{ queued }] = await db.query<{ queued: number }>(
    "SELECT coalesce(sum(cores), 0)::int AS queued FROM jobs WHERE hpcqueue_id = $1 AND job_status = 'pending' AND array_spec IS NULL",
    [st.queue_id],
  );
  const threshold = st.queued_cores ?? 0;
  const stay = { before: count, after: count };
  if (queued < threshold) return { outcome: 'none', ...stay, key: 'autoscale_below_threshold', params: { queued, threshold } };
  const [{ total }] = await db.query<{ total: number }>(
    "SELECT count(*)::int AS total FROM cluster_nodes WHERE cluster_id = $1 AND status NOT IN ('deleted', 'ceased')",
    [st.cluster_id],
  );
  if (count >= (st.max_nodes ?? 0)) return { outcome: 'skip', ...stay, key: 'autoscale_max_nodes', params: { max: st.max_nodes ?? 0 } };
  if (total >= CLUSTER_MAX_NODES) return { outcome: 'skip', ...stay, key: 'autoscale_cluster_max' };
  if (await inCooldown(db, st, now, speed))
    return { outcome: 'skip', ...stay, key: 'autoscale_cooldown', params: { minutes: COOLDOWN_MINUTES } };
  const add = Math.min(st.node_step, (st.max_nodes ?? 0) - count, CLUSTER_MAX_NODES - total);
  return {
    outcome: 'expand',
    before: count,
    after: count + add,
    add,
    key: 'autoscale_expanded',
    params: { queued, threshold, count: add },
  };
}

async function decideShrink(db: Db, st: Evaluated, now: Date, speed: number): Promise<Decision> {
  const nodes = (await queueNodes(db, st.queue_id)).filter((n) => n.status !== 'deleting');
  const reserved = st.reserved_idle_nodes ?? 0;
  const idle = nodes.filter((n) => n.status === 'active' && n.used_cores === 0);
  const count = nodes.length;
  const stay = { before: count, after: count };
  if (idle.length <= reserved) return { outcome: 'none', ...stay, key: 'autoscale_few_idle', params: { idle: idle.length, reserved } };
  if (count <= 1) return { outcome: 'skip', ...stay, key: 'autoscale_one_node' };
  const removable = idle
    .filter((n) => n.other_queues === 0)
    .sort((a, b) => new Date(b.create_time).getTime() - new Date(a.create_time).getTime());
  const remove = removable.slice(0, Math.min(st.node_step, idle.length - reserved, count - 1)).map((n) => n.node_id);
  if (!remove.length) return { outcome: 'skip', ...stay, key: 'autoscale_no_free_node' };
  if (await inCooldown(db, st, now, speed))
    return { outcome: 'skip', ...stay, key: 'autoscale_cooldown', params: { minutes: COOLDOWN_MINUTES } };
  return {
    outcome: 'shrink',
    before: count,
    after: count - remove.length,
    remove,
    key: 'autoscale_shrunk',
    params: { count: remove.length, reserved },
  };
}

/** What a check of the policy would do at `now`: the one rule of the ticker and of the preview. Reads only. */
export async function decide(db: Db, st: Evaluated, now: Date, speed = 1): Promise<Decision> {
  const count = (await queueNodes(db, st.queue_id)).filter((n) => n.status !== 'deleting').length;
  if (st.cluster_status !== 'active') return { outcome: 'skip', before: count, after: count, key: 'autoscale_cluster_inactive' };
  if (st.queue_status !== 'active' && st.queue_status !== 'updating')
    return { outcome: 'skip', before: count, after: count, key: 'autoscale_queue_inactive' };
  return st.op_type === 'expand' ? decideExpand(db, st, count, now, speed) : decideShrink(db, st, now, speed);
}

/** When the policy is checked next: check_frequency (scaled by the engine speed) after its last check or its saving; null when not checked. */
export function nextCheckTime(
  st: Pick<StrategyRow, 'op_is_enabled' | 'op_status' | 'last_exec_time' | 'update_time' | 'create_time' | 'check_frequency'>,
  speed = 1,
): Date | null {
  if (st.op_is_enabled !== 1 || st.op_status !== 'Running') return null;
  const from = st.last_exec_time ?? st.update_time ?? st.create_time;
  return new Date(new Date(from).getTime() + st.check_frequency * 60_000 * speed);
}

const clusterOf = (st: Evaluated): ClusterRow => ({
  cluster_id: st.cluster_id,
  cluster_type: st.cluster_type,
  status: st.cluster_status,
  zone: st.zone,
  owner: st.owner,
  created_by: st.created_by,
});

async function writeLog(tx: Db, st: Evaluated, now: Date, logId: string, d: Decision, jobId?: string): Promise<void> {
  await tx.query(
    `INSERT INTO queue_strategy_logs (log_id, strategy_id, cluster_id, queue_id, queue_name, op_type, op_status, op_time, node_count_before, node_count_after, job_id, message_key, message_params)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      logId,
      st.strategy_id,
      st.cluster_id,
      st.queue_id,
      st.queue_name,
      st.op_type,
      d.outcome === 'skip' ? 'skipped' : 'running',
      now,
      d.before,
      d.after,
      jobId ?? null,
      d.key,
      JSON.stringify(d.params ?? {}),
    ],
  );
}

/** Applies the decision of a check: nodes added or marked deleting by an operation, and the run logged. */
async function evaluate(tx: Db, st: Evaluated, now: Date, speed: number): Promise<void> {
  await tx.query('UPDATE queue_strategies SET last_exec_time = $2 WHERE strategy_id = $1', [st.strategy_id, now]);
  const d = await decide(tx, st, now, speed);
  if (d.outcome === 'none') return;
  const logId = randomId('ehpcstl-');
  let jobId: string | undefined;
  if (d.outcome === 'expand') {
    const nodeIds = await createComputeNodes(tx, clusterOf(st), st.queue_id, d.add ?? 0, await shapeOf(tx, st.cluster_id, st.queue_id));
    jobId = await recordQueueOperation(tx, clusterOf(st), st.created_by, {
      action: 'queue/ehpc/autoScaleExpand',
      resourceType: 'node',
      resourceIds: [st.queue_id, ...nodeIds],
      resourceNames: [st.queue_name],
      payload: { log_id: logId, node_ids: nodeIds },
    });
  } else if (d.outcome === 'shrink') {
    const remove = d.remove ?? [];
    await tx.query(
      "UPDATE cluster_nodes SET status = 'deleting', transition_status = 'deleting', status_time = now() WHERE node_id = ANY($1)",
      [remove],
    );
    jobId = await recordQueueOperation(tx, clusterOf(st), st.created_by, {
      action: 'queue/ehpc/autoScaleShrink',
      resourceType: 'node',
      resourceIds: [st.queue_id, ...remove],
      resourceNames: [st.queue_name],
      payload: { log_id: logId, node_ids: remove },
    });
  }
  await writeLog(tx, st, now, logId, d, jobId);
}

/** The engine speed the ticker last ran with (1 until it runs): the preview's next check times follow it. */
let engineSpeed = 1;
export const currentSpeed = () => engineSpeed;

/** The run-now check of a policy just saved or enabled (called from its operation's step). */
export async function evaluateNow(tx: Db, strategyId: string, now = new Date()): Promise<void> {
  const [st] = await tx.query<Evaluated>(`${POLICY_SELECT} WHERE s.strategy_id = $1 AND s.op_is_enabled = 1`, [strategyId]);
  if (st) await evaluate(tx, st, now, engineSpeed);
}

/** Policies are checked every check_frequency minutes, scaled by the engine's speed (a faster simulation in tests). */
export const autoScaleTicker: Ticker = async (db, now, speed = 1) => {
  engineSpeed = speed;
  const due = await db.query<Evaluated>(
    `${POLICY_SELECT} WHERE s.op_is_enabled = 1 AND s.op_status = 'Running'
       AND coalesce(s.last_exec_time, s.update_time) + make_interval(secs => s.check_frequency * 60 * $2::double precision) <= $1
     ORDER BY s.strategy_id`,
    [now, speed],
  );
  for (const st of due) {
    try {
      await db.transaction((tx) => evaluate(tx, st, now, speed));
    } catch (error) {
      console.error(`auto-scale policy ${st.strategy_id} failed:`, error);
    }
  }
};
