/**
 * Unbind a private queue of an HPC cluster (queue/unbindPrivateQueue) or delete one or several queues of an EHPC
 * cluster at once (queue/ehpc/delQueues), after a confirmation naming them. One request per intent; the job is
 * followed to its end; a queue already gone is said as "This queue has been deleted" and the list refreshed.
 */
import { List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeleteEhpcQueues, useUnbindPrivateQueue } from '@/api/generated/endpoints/queues/queues';
import type { Cluster } from '@/api/generated/model/cluster';
import type { Queue } from '@/api/generated/model/queue';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { QUEUE_KEYS } from './queue-keys';
import { useQueueGone } from './use-queue-gone';

export interface RemoveQueuesDialogProps {
  cluster: Cluster;
  queues: readonly Queue[];
  open: boolean;
  onClose(): void;
  /** Called once the change is accepted (e.g. to clear the chosen rows). */
  onAccepted?(): void;
}

export function RemoveQueuesDialog({ cluster, queues, open, onClose, onAccepted }: RemoveQueuesDialogProps) {
  const { t } = useLingui();
  const hpc = cluster.cluster_type === 'hpc';
  const unbind = useUnbindPrivateQueue();
  const remove = useDeleteEhpcQueues();
  const gone = useQueueGone();
  const names = queues.map((queue) => queue.queue_name).join(t`, `);
  const action = useFollowedChange({
    send: async (ids: string[]) => {
      try {
        if (hpc) return await unbind.mutateAsync({ data: { cluster_id: cluster.cluster_id, hpcqueue_id: ids[0] } });
        return await remove.mutateAsync({ data: { cluster_id: cluster.cluster_id, hpcqueue_ids: ids } });
      } catch (error) {
        throw gone.said(error, onClose);
      }
    },
    refresh: QUEUE_KEYS,
    messages: hpc
      ? { success: t`Queue ${names} is unbound`, failure: t`Unbinding queue ${names} failed` }
      : { success: t`Queues deleted: ${names}`, failure: t`Deleting queues ${names} failed` },
  });
  const confirm = async () => {
    if (await action.run(queues.map((queue) => queue.hpcqueue_id))) {
      onAccepted?.();
      onClose();
    }
  };
  const count = queues.length;
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      tone="danger"
      title={hpc ? t`Unbind private queue` : t`Delete queues`}
      confirmLabel={hpc ? t`Unbind` : t`Delete`}
      busy={action.sending}
      confirmDisabled={count === 0}
      onConfirm={confirm}
    >
      <Text>
        {hpc ? (
          <Trans>Unbind the private queue below? Its nodes are released and it stops being billed.</Trans>
        ) : (
          <Trans>Delete the queues below? Their nodes stay in the cluster.</Trans>
        )}
      </Text>
      <List.Root ps="5" data-testid="queues-to-remove">
        {queues.map((queue) => (
          <List.Item key={queue.hpcqueue_id}>
            <Text as="span" fontWeight="medium">
              {queue.queue_name}
            </Text>{' '}
            <Text as="span" color="fg.muted" fontFamily="mono" textStyle="xs">
              {queue.hpcqueue_id}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </ActionDialog>
  );
}
