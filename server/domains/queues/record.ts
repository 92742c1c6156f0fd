/**
 * Records the operation of a queue or policy change (server/operations/records.ts) for the cluster's account.
 */
import type { Db } from '../../db/database';
import { recordOperation } from '../../operations/records';
import type { ClusterRow } from './access';

export interface QueueOperation {
  action: string;
  resourceType: 'queue' | 'strategy' | 'node';
  resourceIds: string[];
  resourceNames?: string[];
  payload?: Record<string, unknown>;
}

/** userId: the user who made the change (the cluster's creator for auto-scale runs). */
export function recordQueueOperation(tx: Db, cluster: ClusterRow, userId: string, op: QueueOperation): Promise<string> {
  return recordOperation(tx, { ...op, owner: cluster.owner, userId, zone: cluster.zone });
}
