/**
 * Engine steps of the queue and policy operations. Node and queue changes wait one delay (the cloud
 * creating or releasing instances, the scheduler reloading its partitions), then finish; policy changes
 * finish at once (Enabling -> Running) and run the run-now check.
 */
import type { Db } from '../../db/database';
import type { Step } from '../../sim/engine';
import type { OperationRow } from '../../sim/operations';
import { evaluateNow } from './autoscale';

const PROVISION_MS = 3000;
const RELOAD_MS = 1000;

const ids = (op: OperationRow, key: string) => (op.payload[key] as string[] | undefined) ?? [];

/** Step 0 waits `delay`; step 1 runs `finish` and ends the operation. */
function afterDelay(delay: number, finish: (tx: Db, op: OperationRow) => Promise<void>): Step {
  return async (tx, op) => {
    if (op.step === 0) return { next: delay };
    await finish(tx, op);
    return { done: true };
  };
}

async function activateNodes(tx: Db, op: OperationRow): Promise<void> {
  await tx.query("UPDATE cluster_nodes SET status = 'active', transition_status = '', status_time = now() WHERE node_id = ANY($1) AND status = 'pending'", [ids(op, 'node_ids')]);
}

async function settleQueues(tx: Db, op: OperationRow): Promise<void> {
  await tx.query("UPDATE queues SET status = 'active' WHERE hpcqueue_id = ANY($1) AND status IN ('pending', 'updating')", [ids(op, 'queue_ids')]);
}

async function finishLog(tx: Db, op: OperationRow): Promise<void> {
  await tx.query("UPDATE queue_strategy_logs SET op_status = 'successful' WHERE log_id = $1 AND op_status = 'running'", [op.payload.log_id]);
}

async function deleteQueues(tx: Db, op: OperationRow): Promise<void> {
  await tx.query("UPDATE queues SET status = 'deleted', is_default = 0, update_time = now() WHERE hpcqueue_id = ANY($1)", [ids(op, 'queue_ids')]);
  await tx.query('DELETE FROM queue_nodes WHERE hpcqueue_id = ANY($1)', [ids(op, 'queue_ids')]);
}

const runPolicies: Step = async (tx, op) => {
  const strategyIds = ids(op, 'strategy_ids');
  await tx.query("UPDATE queue_strategies SET op_status = 'Running' WHERE strategy_id = ANY($1) AND op_is_enabled = 1 AND op_status = 'Enabling'", [strategyIds]);
  if (op.payload.run_now === 1) for (const id of strategyIds) await evaluateNow(tx, id);
  return { done: true };
};

export const queueSteps: Record<string, Step> = {
  'queue/bindPrivateQueue': afterDelay(PROVISION_MS, async (tx, op) => {
    await activateNodes(tx, op);
    await settleQueues(tx, op);
  }),
  'queue/ehpc/addQueue': afterDelay(RELOAD_MS, settleQueues),
  'queue/unbindPrivateQueue': afterDelay(PROVISION_MS, async (tx, op) => {
    await deleteQueues(tx, op);
    await tx.query('DELETE FROM cluster_nodes WHERE node_id = ANY($1)', [ids(op, 'node_ids')]);
  }),
  'queue/ehpc/delQueues': afterDelay(RELOAD_MS, deleteQueues),
  'queue/updateQueueName': afterDelay(RELOAD_MS, settleQueues),
  'queue/ehpc/modifyQueue': afterDelay(RELOAD_MS, settleQueues),
  'queue/ehpc/addNodes': afterDelay(RELOAD_MS, settleQueues),
  'queue/ehpc/removeNodes': afterDelay(RELOAD_MS, settleQueues),
  'queue/ehpc/addStrategy': runPolicies,
  'queue/ehpc/modifyStrategy': runPolicies,
  'queue/ehpc/enableStrategy': runPolicies,
  'queue/ehpc/delStrategy': async () => ({ done: true }),
  'queue/ehpc/autoScaleExpand': afterDelay(PROVISION_MS, async (tx, op) => {
    await activateNodes(tx, op);
    await finishLog(tx, op);
  }),
  'queue/ehpc/autoScaleShrink': afterDelay(PROVISION_MS, async (tx, op) => {
    await tx.query('DELETE FROM cluster_nodes WHERE node_id = ANY($1)', [ids(op, 'node_ids')]);
    await finishLog(tx, op);
  }),
};
