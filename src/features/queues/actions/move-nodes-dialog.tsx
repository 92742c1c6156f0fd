/**
 * Move compute nodes into a queue of an EHPC cluster (queue/ehpc/addNodes) or out of it (queue/ehpc/removeNodes),
 * chosen in the node picker with each node's current queues and load. Into: the nodes not in the queue yet; out
 * of: the queue's nodes, except those running jobs (the gateway refuses them). Checked with the contract's
 * validators; a refusal is shown under the picker; one request per intent; the job is followed to its end.
 */
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useAddEhpcQueueNodes, useRemoveEhpcQueueNodes } from '@/api/generated/endpoints/queues/queues';
import nodesSchema from '@/api/generated/form-schemas/ehpc-queue-nodes-request.json';
import nodesValidators from '@/api/generated/form-validators/ehpc-queue-nodes-request';
import type { EhpcQueueNodesRequest } from '@/api/generated/model/ehpcQueueNodesRequest';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { errorMessage } from '@/shared/errors';
import { checkRequest } from '@/shared/forms/request-check';
import { NodePicker } from './node-picker';
import { useRefusal } from './queue-refusal';
import { QUEUE_KEYS } from './queue-keys';
import type { QueueRowDialogProps } from './rename-queue-dialog';
import { useComputeNodes, type ComputeNode } from './use-compute-nodes';
import { useQueueGone } from './use-queue-gone';

export type MoveDirection = 'in' | 'out';

export function MoveNodesDialog({ cluster, queue, direction, open, onClose }: QueueRowDialogProps & { direction: MoveDirection }) {
  const { t, i18n } = useLingui();
  const addNodes = useAddEhpcQueueNodes();
  const removeNodes = useRemoveEhpcQueueNodes();
  const gone = useQueueGone();
  const nodes = useComputeNodes(cluster.cluster_id, open);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [checked, setChecked] = useState(false);
  const { refused, track } = useRefusal();
  const queueName = queue.queue_name;
  const data: EhpcQueueNodesRequest = { cluster_id: cluster.cluster_id, hpcqueue_id: queue.hpcqueue_id, node_ids: [...chosen] };
  const action = useFollowedChange({
    send: async (request: EhpcQueueNodesRequest) => {
      return track(
        async () => (direction === 'in' ? await addNodes.mutateAsync({ data: request }) : await removeNodes.mutateAsync({ data: request })),
        (error) => gone.said(error, onClose),
      );
    },
    refresh: QUEUE_KEYS,
    messages:
      direction === 'in'
        ? { success: t`Nodes moved into queue ${queueName}`, failure: t`Moving nodes into queue ${queueName} failed` }
        : { success: t`Nodes moved out of queue ${queueName}`, failure: t`Moving nodes out of queue ${queueName} failed` },
  });
  const inQueue = (row: ComputeNode) => row.queueIds.includes(queue.hpcqueue_id);
  const rows = direction === 'in' ? nodes.rows : nodes.rows?.filter(inQueue);
  const unavailable = useCallback(
    (row: ComputeNode) => {
      if (direction === 'in') return inQueueReason(row.queueIds.includes(queue.hpcqueue_id), t`Already in this queue`);
      return inQueueReason(row.usedCores > 0, t`Running jobs`);
    },
    [direction, queue.hpcqueue_id, t],
  );
  const problem =
    checked && chosen.size === 0
      ? t`Choose at least one node`
      : checked
        ? checkRequest({ schema: nodesSchema, validators: nodesValidators }, data, i18n).node_ids
        : undefined;
  const confirm = async () => {
    setChecked(true);
    if (chosen.size === 0 || checkRequest({ schema: nodesSchema, validators: nodesValidators }, data, i18n).node_ids) return;
    if (await action.run(data)) onClose();
  };
  const shownProblem = problem ?? (refused ? errorMessage(refused) : undefined);
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={direction === 'in' ? t`Move nodes into queue ${queueName}` : t`Move nodes out of queue ${queueName}`}
      confirmLabel={direction === 'in' ? t`Move in` : t`Move out`}
      busy={action.sending}
      onConfirm={confirm}
      size="xl"
    >
      <NodePicker
        label={direction === 'in' ? t`Compute nodes to move into the queue` : t`Compute nodes to move out of the queue`}
        rows={rows}
        loading={nodes.loading}
        error={nodes.error}
        onRetry={nodes.refetch}
        chosen={chosen}
        onChange={setChosen}
        unavailable={unavailable}
        emptyText={direction === 'out' ? t`The queue has no node` : undefined}
      />
      {shownProblem && (
        <Text color="fg.error" textStyle="sm" role="alert">
          {shownProblem}
        </Text>
      )}
    </ActionDialog>
  );
}

function inQueueReason(applies: boolean, reason: string): string | undefined {
  return applies ? reason : undefined;
}
