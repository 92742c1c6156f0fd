/**
 * Add a queue to an EHPC cluster (queue/ehpc/addQueue): its name, whether it becomes the default queue (the first
 * queue always does) and, optionally, compute nodes to put in it from the node picker (each node's current queues
 * and load shown). Checked with the contract's validators before sending; a refusal is shown on its field; one
 * request per intent; the job is followed to its end.
 */
import { Checkbox, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAddEhpcQueue } from '@/api/generated/endpoints/queues/queues';
import addSchema from '@/api/generated/form-schemas/add-ehpc-queue-request.json';
import addValidators from '@/api/generated/form-validators/add-ehpc-queue-request';
import type { AddEhpcQueueRequest } from '@/api/generated/model/addEhpcQueueRequest';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { checkRequest } from '@/shared/forms/request-check';
import type { QueueDialogProps } from './bind-queue-dialog';
import { NodePicker } from './node-picker';
import { QUEUE_KEYS } from './queue-keys';
import { refusalOn, useRefusal } from './queue-refusal';
import { TextField } from '@/shared/ui/form-fields';
import { useComputeNodes } from './use-compute-nodes';

export function AddQueueDialog({ cluster, open, onClose }: QueueDialogProps) {
  const { t, i18n } = useLingui();
  const add = useAddEhpcQueue();
  const nodes = useComputeNodes(cluster.cluster_id, open);
  const [name, setName] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [checked, setChecked] = useState(false);
  const { refused, track } = useRefusal();
  const trimmed = name.trim();
  const nodeIds = [...chosen];
  const data: AddEhpcQueueRequest = {
    cluster_id: cluster.cluster_id,
    queue_name: trimmed,
    is_default: makeDefault ? 1 : 0,
    ...(nodeIds.length ? { node_ids: nodeIds } : {}),
  };
  const action = useFollowedChange({
    send: async (request: AddEhpcQueueRequest) => {
      return track(async () => await add.mutateAsync({ data: request }));
    },
    refresh: QUEUE_KEYS,
    messages: (request) => {
      const queueName = request.queue_name;
      return { success: t`Queue ${queueName} is added`, failure: t`Adding queue ${queueName} failed` };
    },
  });
  const problems = checkRequest({ schema: addSchema, validators: addValidators }, data, i18n);
  const nameProblem = trimmed ? problems.queue_name : t`Required`;
  const confirm = async () => {
    setChecked(true);
    if (nameProblem || problems.node_ids) return;
    if (await action.run(data)) onClose();
  };
  const nodesProblem = refusalOn(refused, 'node_ids') ?? (checked ? problems.node_ids : undefined);
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Add queue`}
      confirmLabel={t`Add`}
      busy={action.sending}
      onConfirm={confirm}
      size="xl"
    >
      <TextField
        label={<Trans>Queue name</Trans>}
        required
        value={name}
        onChange={setName}
        problem={(checked ? nameProblem : undefined) ?? refusalOn(refused, 'queue_name')}
        helper={<Trans>3 to 12 letters, digits or underscores</Trans>}
      />
      <Checkbox.Root checked={makeDefault} onCheckedChange={(details) => setMakeDefault(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Trans>Make it the cluster’s default queue</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
      <Text textStyle="sm" fontWeight="medium">
        <Trans>Compute nodes (optional)</Trans>
      </Text>
      <NodePicker
        label={t`Compute nodes to put in the queue`}
        rows={nodes.rows}
        loading={nodes.loading}
        error={nodes.error}
        onRetry={nodes.refetch}
        chosen={chosen}
        onChange={setChosen}
      />
      {nodesProblem && (
        <Text color="fg.error" textStyle="sm" role="alert">
          {nodesProblem}
        </Text>
      )}
    </ActionDialog>
  );
}
