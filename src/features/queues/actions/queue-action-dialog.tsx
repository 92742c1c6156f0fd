/** The dialog of a queue change chosen on the list (toolbar or row menu); its code loads the first time one opens. */
import type { Cluster } from '@/api/generated/model/cluster';
import type { Queue } from '@/api/generated/model/queue';
import { AddQueueDialog } from './add-queue-dialog';
import { BindQueueDialog } from './bind-queue-dialog';
import { MoveNodesDialog } from './move-nodes-dialog';
import type { QueueDialogKind } from './queue-action-rules';
import { RemoveQueuesDialog } from './remove-queues-dialog';
import { RenameQueueDialog } from './rename-queue-dialog';

export interface QueueActionDialogProps {
  kind: QueueDialogKind;
  cluster: Cluster;
  /** The queue(s) the change is about (none for bind and add). */
  queues: readonly Queue[];
  open: boolean;
  onClose(): void;
  onRemoved?(): void;
}

export function QueueActionDialog({ kind, cluster, queues, open, onClose, onRemoved }: QueueActionDialogProps) {
  const queue = queues[0];
  switch (kind) {
    case 'bind':
      return <BindQueueDialog cluster={cluster} open={open} onClose={onClose} />;
    case 'add':
      return <AddQueueDialog cluster={cluster} open={open} onClose={onClose} />;
    case 'rename':
    case 'modify':
      return queue ? <RenameQueueDialog cluster={cluster} queue={queue} open={open} onClose={onClose} /> : null;
    case 'move_in':
    case 'move_out':
      return queue ? (
        <MoveNodesDialog cluster={cluster} queue={queue} direction={kind === 'move_in' ? 'in' : 'out'} open={open} onClose={onClose} />
      ) : null;
    case 'unbind':
    case 'delete':
      return <RemoveQueuesDialog cluster={cluster} queues={queues} open={open} onClose={onClose} onAccepted={onRemoved} />;
  }
}
