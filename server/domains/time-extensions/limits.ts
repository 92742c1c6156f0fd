/**
 * The longest time limit a job's queue allows (ADR 0060): the scheduler's partition maximum where it reports one
 * (queues.max_time_limit), never more than the contract's JobTimeLimit maximum, which is read from the contract.
 */
import { CONTRACT_FILE } from '../../app';
import { loadBundle } from '../../contract/document';
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';

let contractMax: number | undefined;

function contractMaximum(): number {
  if (contractMax === undefined) {
    const schema = loadBundle(CONTRACT_FILE).components?.schemas?.JobTimeLimit as { maximum?: unknown } | undefined;
    if (typeof schema?.maximum !== 'number') throw new Error('the contract has no JobTimeLimit maximum');
    contractMax = schema.maximum;
  }
  return contractMax;
}

export async function queueMaximum(db: Db, queueId: string | null): Promise<number> {
  const [queue] = queueId
    ? await db.query<{ max: number | null }>('SELECT max_time_limit AS max FROM queues WHERE hpcqueue_id = $1', [queueId])
    : [];
  return Math.min(queue?.max ?? Infinity, contractMaximum());
}

/** Refuses, by the extra_minutes field, a new limit past the queue's maximum (the maximum itself is allowed). */
export async function requireWithinQueue(db: Db, queueId: string | null, limit: number): Promise<void> {
  const max = await queueMaximum(db, queueId);
  if (limit > max) throw fail.field(['body', 'extra_minutes'], 'maximum', 'time_extension_over_max', { limit, max });
}
