/** A queue row's change menu ("Actions of <queue>"): the changes queueActions offers, irreversible ones in red. */
import { useLingui } from '@lingui/react/macro';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { Queue } from '@/api/generated/model/queue';
import { ActionMenu } from '@/shared/ui/action-menu';
import { DANGER_ACTIONS, QUEUE_ACTION_LABELS, queueActions, type QueueActionId } from './queue-action-rules';
import type { QueueRights } from './queue-rights';

export interface QueueRowActionsProps {
  queue: Queue;
  clusterType: ClusterType;
  rights: QueueRights;
  onChoose(id: QueueActionId): void;
}

export function QueueRowActions({ queue, clusterType, rights, onChoose }: QueueRowActionsProps) {
  const { i18n } = useLingui();
  const actions = queueActions(queue, clusterType, rights);
  if (actions.length === 0) return null;
  return (
    <ActionMenu
      name={queue.queue_name}
      items={actions.map((id) => ({ id, label: i18n._(QUEUE_ACTION_LABELS[id]), danger: DANGER_ACTIONS.includes(id) }))}
      onChoose={onChoose}
    />
  );
}
