/**
 * Which changes a queue offers (spec section 7): on an HPC cluster a private (dedicated) queue is renamed or
 * unbound, shared queues are the provider's and offer nothing; on an EHPC cluster a queue is modified, takes nodes
 * in or gives them out, and is deleted unless it is the default queue. Nothing while the queue is being created
 * or deleted, and nothing to whoever may not change the cluster (queueRights).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { Queue } from '@/api/generated/model/queue';
import type { QueueRights } from './queue-rights';

export const QUEUE_ACTIONS = ['rename', 'modify', 'move_in', 'move_out', 'unbind', 'delete'] as const;
export type QueueActionId = (typeof QUEUE_ACTIONS)[number];
/** What the list's toolbar opens. */
export type QueueDialogKind = QueueActionId | 'bind' | 'add';

export const QUEUE_ACTION_LABELS: Record<QueueActionId, MessageDescriptor> = {
  rename: msg`Rename`,
  modify: msg`Modify`,
  move_in: msg`Move nodes in`,
  move_out: msg`Move nodes out`,
  unbind: msg`Unbind`,
  delete: msg`Delete`,
};

export const DANGER_ACTIONS: readonly QueueActionId[] = ['unbind', 'delete'];

const isSettling = (queue: Pick<Queue, 'status'>) => queue.status === 'pending' || queue.status === 'deleting';

export function queueActions(queue: Queue, clusterType: ClusterType, rights: QueueRights): QueueActionId[] {
  if (!rights.change || isSettling(queue)) return [];
  if (clusterType === 'hpc') return queue.category === 'dedicated' ? ['rename', 'unbind'] : [];
  return queue.is_default === 1 ? ['modify', 'move_in', 'move_out'] : ['modify', 'move_in', 'move_out', 'delete'];
}

/** An EHPC queue that may be chosen for deleting several at once. */
export function isDeletable(queue: Queue): boolean {
  return queue.is_default !== 1 && !isSettling(queue);
}
