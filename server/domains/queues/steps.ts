/**
 * Engine steps of the queue and policy operations. A queue change applies the cluster's plan at once (queues are the
 * hosts' scheduler partitions, ADR 0047) and settles once the hosts' scheduler holds them; nodes a bind or an
 * expansion adds are active only once their hosts run, and a host that cannot run fails the operation and leaves no
 * node; nodes an unbind or a shrink removes leave the plan in their step, after whatever ran on their hosts ended.
 * The waits are the clusters domain's (clusters/machines.ts), shared with cluster/addNodes and deleteNodes. On the
 * simulated cloud the hosts answer at once and the delays imitate the machines' time (creating or releasing
 * instances, the scheduler reloading its partitions). Policy changes finish at once (Enabling -> Running) and run
 * the run-now check.
 */
import type { Db } from '../../db/database';
import type { Step, StepResult } from '../../operations/runner';
import type { OperationRow } from '../../operations/records';
import {
  applyPlans,
  machinesRun,
  nodesJoin,
  nodesLeave,
  paceOf,
  queuesApplied,
  stages,
  waitAgain,
  type MachinesEnv,
  type Phase,
} from '../clusters/public';
import { evaluateNow } from './autoscale';

const PROVISION_MS = 3000;
const RELOAD_MS = 1000;

const ids = (op: OperationRow, key: string) => (op.payload[key] as string[] | undefined) ?? [];
const done: StepResult = { done: true };

/** The cluster of a queue operation: of its queue (the payload's, else its first resource). */
async function clusterOf(tx: Db, op: OperationRow): Promise<string | undefined> {
  const queueId = ids(op, 'queue_ids')[0] ?? op.resource_ids[0];
  const [row] = await tx.query<{ cluster_id: string }>('SELECT cluster_id FROM queues WHERE hpcqueue_id = $1', [queueId]);
  return row?.cluster_id;
}

async function settleQueues(tx: Db, op: OperationRow): Promise<void> {
  await tx.query("UPDATE queues SET status = 'active' WHERE hpcqueue_id = ANY($1) AND status IN ('pending', 'updating')", [
    ids(op, 'queue_ids'),
  ]);
}

async function finishLog(tx: Db, op: OperationRow, status = 'successful', failure?: { reason: string }): Promise<void> {
  await tx.query(
    `UPDATE queue_strategy_logs SET op_status = $2, node_count_after = CASE WHEN $3::text IS NULL THEN node_count_after ELSE node_count_before END,
            message_key = coalesce($3, message_key), message_params = CASE WHEN $3::text IS NULL THEN message_params ELSE $4::jsonb END
      WHERE log_id = $1 AND op_status = 'running'`,
    [op.payload.log_id, status, failure ? 'autoscale_hosts_failed' : null, JSON.stringify(failure ?? {})],
  );
}

async function deleteQueues(tx: Db, op: OperationRow): Promise<void> {
  await tx.query("UPDATE queues SET status = 'deleted', is_default = 0, update_time = now() WHERE hpcqueue_id = ANY($1)", [
    ids(op, 'queue_ids'),
  ]);
  await tx.query('DELETE FROM queue_nodes WHERE hpcqueue_id = ANY($1)', [ids(op, 'queue_ids')]);
}

/** The nodes leave the rows the plan is read from, and their queues' counts at once. */
async function markDeleted(tx: Db, op: OperationRow): Promise<void> {
  await tx.query("UPDATE cluster_nodes SET status = 'deleted', transition_status = '', status_time = now() WHERE node_id = ANY($1)", [
    ids(op, 'node_ids'),
  ]);
  await tx.query('DELETE FROM queue_nodes WHERE node_id = ANY($1)', [ids(op, 'node_ids')]);
}

const runPolicies: Step = async (tx, op) => {
  const strategyIds = ids(op, 'strategy_ids');
  await tx.query(
    "UPDATE queue_strategies SET op_status = 'Running' WHERE strategy_id = ANY($1) AND op_is_enabled = 1 AND op_status = 'Enabling'",
    [strategyIds],
  );
  if (op.payload.run_now === 1) for (const id of strategyIds) await evaluateNow(tx, id);
  return done;
};

export function queueSteps(env: MachinesEnv): Record<string, Step> {
  /** A change's first stage: the cluster's plan applied at once, then `stage` after `ms` (simulated); no cluster: `stage` now. */
  function appliedThen(ms: number, stage: string, then: Phase): Phase {
    return async (tx, op) => {
      const clusterId = await clusterOf(tx, op);
      if (!clusterId) return then(tx, op);
      await queuesApplied(tx, env, op, clusterId, true);
      return { next: await paceOf(tx, clusterId, ms), stage };
    };
  }

  /** A queue change: the plan applied at once; after `ms` (simulated) it settles once the hosts' scheduler holds the partitions. */
  function queueChange(ms: number, finish: (tx: Db, op: OperationRow) => Promise<void>): Step {
    const held: Phase = async (tx, op) => {
      const clusterId = await clusterOf(tx, op);
      const queues = clusterId ? await queuesApplied(tx, env, op, clusterId, false) : 'running';
      if (queues === 'waiting') return waitAgain('partitions');
      if (typeof queues === 'object') return { failed: 'queue_partitions_failed', params: { reason: queues.why } };
      await finish(tx, op);
      return done;
    };
    return stages(appliedThen(ms, 'partitions', held), { partitions: held });
  }

  /**
   * New compute nodes (a bind, an expansion): active once their hosts run and the scheduler holds their queue, then
   * `joined`; a host that cannot run fails the operation after `failed` (the nodes are gone by then).
   */
  function nodesAdded(
    joined: (tx: Db, op: OperationRow) => Promise<void>,
    failed: (tx: Db, op: OperationRow, why: string) => Promise<StepResult>,
  ): Step {
    const hosts: Phase = async (tx, op) => {
      const clusterId = await clusterOf(tx, op);
      if (clusterId && (await machinesRun(tx, clusterId))) {
        const outcome = await nodesJoin(tx, env, op, clusterId, ids(op, 'node_ids'), true);
        if (outcome === 'waiting') return waitAgain('hosts');
        if (typeof outcome === 'object') return failed(tx, op, outcome.why);
      } else {
        // A stopped cluster's hosts take the plan at its start.
        await tx.query(
          "UPDATE cluster_nodes SET status = 'active', transition_status = '', status_time = now() WHERE node_id = ANY($1) AND status = 'pending'",
          [ids(op, 'node_ids')],
        );
      }
      await joined(tx, op);
      return done;
    };
    return stages(appliedThen(PROVISION_MS, 'hosts', hosts), { hosts });
  }

  /** Compute nodes removed (an unbind, a shrink): `markLeft` takes them out of the plan, `left` ends the operation once their hosts went. */
  function nodesRemoved(markLeft: (tx: Db, op: OperationRow) => Promise<void>, left: (tx: Db, op: OperationRow) => Promise<void>): Step {
    const leaving: Phase = async (tx, op) => {
      const clusterId = await clusterOf(tx, op);
      if (clusterId && (await nodesLeave(tx, env, op, clusterId, ids(op, 'node_ids'), (t) => markLeft(t, op))) === 'waiting')
        return waitAgain('leaving');
      if (!clusterId) await markLeft(tx, op);
      await left(tx, op);
      return done;
    };
    return stages(
      async (tx, op) => {
        const clusterId = await clusterOf(tx, op);
        return clusterId ? { next: await paceOf(tx, clusterId, PROVISION_MS), stage: 'leaving' } : leaving(tx, op);
      },
      { leaving },
    );
  }

  const removeNodeRows = (tx: Db, op: OperationRow) =>
    tx.query('DELETE FROM cluster_nodes WHERE node_id = ANY($1)', [ids(op, 'node_ids')]).then(() => undefined);

  return {
    'queue/bindPrivateQueue': nodesAdded(settleQueues, async (tx, op, why) => {
      // Nothing was bound: the queue goes with its nodes.
      await deleteQueues(tx, op);
      const clusterId = await clusterOf(tx, op);
      if (clusterId) await applyPlans(tx, env, [clusterId]);
      return { failed: 'clusters_hosts_failed', params: { reason: why } };
    }),
    'queue/ehpc/addQueue': queueChange(RELOAD_MS, settleQueues),
    'queue/unbindPrivateQueue': nodesRemoved(async (tx, op) => {
      await markDeleted(tx, op);
      await deleteQueues(tx, op);
    }, removeNodeRows),
    'queue/ehpc/delQueues': queueChange(RELOAD_MS, deleteQueues),
    'queue/updateQueueName': queueChange(RELOAD_MS, settleQueues),
    'queue/ehpc/modifyQueue': queueChange(RELOAD_MS, settleQueues),
    'queue/ehpc/addNodes': queueChange(RELOAD_MS, settleQueues),
    'queue/ehpc/removeNodes': queueChange(RELOAD_MS, settleQueues),
    'queue/ehpc/addStrategy': runPolicies,
    'queue/ehpc/modifyStrategy': runPolicies,
    'queue/ehpc/enableStrategy': runPolicies,
    'queue/ehpc/delStrategy': async () => done,
    'queue/ehpc/autoScaleExpand': nodesAdded(finishLog, async (tx, op, why) => {
      await finishLog(tx, op, 'failed', { reason: why });
      return { failed: 'clusters_hosts_failed', params: { reason: why } };
    }),
    'queue/ehpc/autoScaleShrink': nodesRemoved(markDeleted, async (tx, op) => {
      await removeNodeRows(tx, op);
      await finishLog(tx, op);
    }),
  };
}
