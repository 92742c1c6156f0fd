/**
 * The queue list's change buttons, for whoever may change the cluster: "Bind private queue" on an HPC cluster
 * (not for sub-users: it is a purchase), "Add queue" and "Delete" of the chosen queues on an EHPC cluster.
 */
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import type { Cluster } from '@/api/generated/model/cluster';
import type { Queue } from '@/api/generated/model/queue';
import type { QueueDialogKind } from './queue-action-rules';
import type { QueueRights } from './queue-rights';

export interface QueueToolbarProps {
  cluster: Cluster;
  rights: QueueRights;
  /** The queues chosen in the list (EHPC). */
  chosen: readonly Queue[];
  onChoose(kind: QueueDialogKind, queues: Queue[]): void;
}

export function QueueToolbar({ cluster, rights, chosen, onChoose }: QueueToolbarProps) {
  const active = cluster.status === 'active';
  if (cluster.cluster_type === 'hpc') {
    if (!rights.bind) return null;
    return (
      <Button size="sm" colorPalette="blue" disabled={!active} onClick={() => onChoose('bind', [])}>
        <Plus />
        <Trans>Bind private queue</Trans>
      </Button>
    );
  }
  if (!rights.change) return null;
  const count = chosen.length;
  return (
    <>
      <Button size="sm" colorPalette="blue" disabled={!active} onClick={() => onChoose('add', [])}>
        <Plus />
        <Trans>Add queue</Trans>
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        disabled={!active || count === 0}
        onClick={() => onChoose('delete', [...chosen])}
      >
        <Trash2 />
        <Trans>Delete ({count})</Trans>
      </Button>
    </>
  );
}
