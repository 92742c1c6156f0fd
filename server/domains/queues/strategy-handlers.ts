/**
 * Auto-scale policies of EHPC queues: lists, the policy form (add, modify), deletion and enablement.
 * An enabled policy is Enabling until its operation's step picks it up (then Running); the step also
 * runs the run-now check (autoscale.ts).
 */
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { paging } from '../../db/lists';
import type { Handlers, InputOf } from '../../http/handler-types';
import { fail } from '../../http/failure';
import { translate, type MessageKey } from '../../i18n/messages';
import { loadCluster, loadQueue, randomId, requireSession, type ClusterRow } from './access';
import { currentSpeed, decide, nextCheckTime, POLICY_SELECT, type Evaluated } from './autoscale';
import { recordQueueOperation } from './record';
import { Params } from './rows';
import { sharedFilters, toStrategy, toStrategyLog, type StrategyLogRow, type StrategyRow } from './strategy-rows';

/** A preview tells an action as what a check would do, not as done. */
const WOULD: Partial<Record<MessageKey, MessageKey>> = {
  autoscale_expanded: 'autoscale_would_expand',
  autoscale_shrunk: 'autoscale_would_shrink',
};

const STRATEGY_SORT: Record<InputOf<'listStrategies'>['sort_key'], string> = {
  create_time: 's.create_time',
  last_exec_time: 's.last_exec_time',
  queue_name: 'q.queue_name',
};

async function ehpcCluster(
  db: Db,
  session: Session | null,
  input: { cluster_id: string },
  write: boolean,
): Promise<{ s: Session; cluster: ClusterRow }> {
  const s = requireSession(session);
  return { s, cluster: await loadCluster(db, s, input.cluster_id, write ? 'change' : 'read', 'ehpc') };
}

/** The policy form, as added and as modified. */
type StrategyForm = InputOf<'addStrategy'>;

/** The policy form's rules beyond the schema: a live queue of the cluster, one policy per op_type, node_step ≤ max_nodes. */
async function checkForm(db: Db, cluster: ClusterRow, input: StrategyForm, strategyId = ''): Promise<string> {
  const queue = await loadQueue(db, cluster.cluster_id, input.queue_id);
  if (queue.status === 'deleting') throw fail.notFound('queue_deleted');
  const opType = input.op_type;
  const twin = await db.query('SELECT 1 FROM queue_strategies WHERE queue_id = $1 AND op_type = $2 AND strategy_id <> $3', [
    queue.hpcqueue_id,
    opType,
    strategyId,
  ]);
  // On the queue field, so the policy form shows it there (src/shared/forms/gateway-errors.ts).
  if (twin.length) throw fail.field(['body', 'queue_id'], 'one_per_queue', 'strategy_duplicate');
  if (opType === 'expand' && input.max_nodes !== undefined && input.node_step > input.max_nodes)
    throw fail.field(['body', 'node_step'], 'max_nodes', 'strategy_step_over_max');
  return queue.queue_name;
}

function formValues(input: StrategyForm): unknown[] {
  const expand = input.op_type === 'expand';
  return [
    input.queue_id,
    input.op_type,
    expand ? input.queued_cores : null,
    expand ? null : input.reserved_idle_nodes,
    input.node_step,
    expand ? input.max_nodes : null,
    input.check_frequency,
    input.op_is_enabled,
    input.run_now,
    input.op_is_enabled === 1 ? 'Enabling' : 'Disabled',
  ];
}

/** The policies named by strategy_ids, all of the cluster. */
async function clusterStrategies(db: Db, clusterId: string, ids: string[]) {
  const rows = await db.query<{ strategy_id: string; cluster_id: string; queue_status: string }>(
    'SELECT s.strategy_id, s.cluster_id, q.status AS queue_status FROM queue_strategies s JOIN queues q ON q.hpcqueue_id = s.queue_id WHERE s.strategy_id = ANY($1)',
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.strategy_id, r]));
  const foreign = ids.find((id) => byId.get(id)?.cluster_id !== clusterId);
  if (foreign) throw fail.notFound('strategy_not_in_cluster', { id: foreign });
  return rows;
}

export const strategyHandlers = {
  listStrategies: async ({ db, session, input }) => {
    const { cluster } = await ehpcCluster(db, session, input, false);
    const p = new Params();
    const where = [`s.cluster_id = ${p.add(cluster.cluster_id)}`, ...sharedFilters(input, p, 's')];
    if (input.op_status) where.push(`s.op_status = ${p.add(input.op_status)}`);
    const from = `FROM queue_strategies s LEFT JOIN queues q ON q.hpcqueue_id = s.queue_id WHERE ${where.join(' AND ')}`;
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, p.values);
    const page = paging(input);
    const sort = STRATEGY_SORT[input.sort_key];
    const rows = await db.query<StrategyRow>(
      `SELECT s.*, q.queue_name ${from} ORDER BY ${sort} ${page.direction} NULLS LAST, s.strategy_id ${page.direction} LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`,
      p.values,
    );
    return { ehpc_queue_strategy_set: rows.map(toStrategy), total_count: total };
  },

  listStrategyLogs: async ({ db, session, input, lang }) => {
    const { cluster } = await ehpcCluster(db, session, input, false);
    const p = new Params();
    const where = [`l.cluster_id = ${p.add(cluster.cluster_id)}`, ...sharedFilters(input, p, 'l')];
    if (input.strategy_id) where.push(`l.strategy_id = ${p.add(input.strategy_id)}`);
    if (input.op_status) where.push(`l.op_status = ${p.add(input.op_status)}`);
    const from = `FROM queue_strategy_logs l LEFT JOIN queue_strategies s ON s.strategy_id = l.strategy_id WHERE ${where.join(' AND ')}`;
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, p.values);
    const page = paging(input);
    const rows = await db.query<StrategyLogRow>(
      `SELECT l.* ${from} ORDER BY l.op_time ${page.direction}, l.log_id ${page.direction} LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`,
      p.values,
    );
    return { ehpc_queue_strategy_log_set: rows.map((r) => toStrategyLog(r, lang)), total_count: total };
  },

  /** The dry run (ADR 0019): the ticker's own rule (autoscale.ts decide) at this moment, nothing changed. */
  previewStrategies: async ({ db, session, input, lang }) => {
    const { cluster } = await ehpcCluster(db, session, input, false);
    const ids = input.strategy_ids;
    const rows = await db.query<Evaluated>(
      `${POLICY_SELECT} WHERE s.cluster_id = $1 ${ids?.length ? 'AND s.strategy_id = ANY($2)' : ''} ORDER BY s.create_time DESC, s.strategy_id DESC`,
      ids?.length ? [cluster.cluster_id, ids] : [cluster.cluster_id],
    );
    const now = new Date();
    const speed = currentSpeed();
    const set = [];
    for (const st of rows) {
      const d = await decide(db, st, now, speed);
      const next = nextCheckTime(st, speed);
      set.push({
        strategy_id: st.strategy_id,
        outcome: d.outcome,
        node_count_before: Math.min(d.before, 100),
        node_count_after: Math.min(d.after, 100),
        next_check_time: next ? next.toISOString() : null,
        message: translate(WOULD[d.key] ?? d.key, lang, d.params ?? {}).slice(0, 512),
      });
    }
    return { ehpc_queue_strategy_preview_set: set, total_count: set.length };
  },

  addStrategy: async ({ db, session, input }) => {
    const { s, cluster } = await ehpcCluster(db, session, input, true);
    const queueName = await checkForm(db, cluster, input);
    const strategyId = randomId('ehpcst-');
    return db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO queue_strategies (strategy_id, cluster_id, queue_id, op_type, queued_cores, reserved_idle_nodes, node_step, max_nodes, check_frequency, op_is_enabled, run_now, op_status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [strategyId, cluster.cluster_id, ...formValues(input)],
      );
      const jobId = await recordQueueOperation(tx, cluster, s.user.user_id, {
        action: 'queue/ehpc/addStrategy',
        resourceType: 'strategy',
        resourceIds: [strategyId],
        resourceNames: [queueName],
        payload: { strategy_ids: [strategyId], run_now: input.run_now },
      });
      return { job_id: jobId, strategy_id: strategyId };
    });
  },

  modifyStrategy: async ({ db, session, input }) => {
    const { s, cluster } = await ehpcCluster(db, session, input, true);
    const strategyId = input.strategy_id;
    await clusterStrategies(db, cluster.cluster_id, [strategyId]);
    const queueName = await checkForm(db, cluster, input, strategyId);
    return db.transaction(async (tx) => {
      await tx.query(
        `UPDATE queue_strategies SET queue_id = $2, op_type = $3, queued_cores = $4, reserved_idle_nodes = $5, node_step = $6, max_nodes = $7,
           check_frequency = $8, op_is_enabled = $9, run_now = $10, op_status = $11, update_time = now() WHERE strategy_id = $1`,
        [strategyId, ...formValues(input)],
      );
      const jobId = await recordQueueOperation(tx, cluster, s.user.user_id, {
        action: 'queue/ehpc/modifyStrategy',
        resourceType: 'strategy',
        resourceIds: [strategyId],
        resourceNames: [queueName],
        payload: { strategy_ids: [strategyId], run_now: input.run_now },
      });
      return { job_id: jobId };
    });
  },

  deleteStrategy: async ({ db, session, input }) => {
    const { s, cluster } = await ehpcCluster(db, session, input, true);
    const ids = input.strategy_ids;
    await clusterStrategies(db, cluster.cluster_id, ids);
    return db.transaction(async (tx) => {
      await tx.query('DELETE FROM queue_strategies WHERE strategy_id = ANY($1)', [ids]);
      const jobId = await recordQueueOperation(tx, cluster, s.user.user_id, {
        action: 'queue/ehpc/delStrategy',
        resourceType: 'strategy',
        resourceIds: ids,
        payload: { strategy_ids: ids },
      });
      return { job_id: jobId };
    });
  },

  enableStrategy: async ({ db, session, input }) => {
    const { s, cluster } = await ehpcCluster(db, session, input, true);
    const ids = input.strategy_ids;
    const rows = await clusterStrategies(db, cluster.cluster_id, ids);
    if (rows.some((r) => r.queue_status === 'deleted' || r.queue_status === 'deleting')) throw fail.notFound('queue_deleted');
    const enabled = input.op_is_enabled;
    return db.transaction(async (tx) => {
      await tx.query('UPDATE queue_strategies SET op_is_enabled = $2, op_status = $3, update_time = now() WHERE strategy_id = ANY($1)', [
        ids,
        enabled,
        enabled === 1 ? 'Enabling' : 'Disabled',
      ]);
      const jobId = await recordQueueOperation(tx, cluster, s.user.user_id, {
        action: 'queue/ehpc/enableStrategy',
        resourceType: 'strategy',
        resourceIds: ids,
        payload: { strategy_ids: ids, run_now: 0 },
      });
      return { job_id: jobId };
    });
  },
} satisfies Handlers;
