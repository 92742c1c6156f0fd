/**
 * Rename a queue: a private queue of an HPC cluster (queue/updateQueueName), or modify a queue of an EHPC cluster
 * (queue/ehpc/modifyQueue: its name and whether it is the cluster's default queue; the default stays the default
 * until another queue takes the flag). Checked with the contract's validators before sending; a refusal (a name
 * already used) is shown on the name; a queue that is gone is said so and the lists refreshed.
 */
import { Checkbox } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useModifyEhpcQueue, useUpdateQueueName } from '@/api/generated/endpoints/queues/queues';
import modifySchema from '@/api/generated/form-schemas/modify-ehpc-queue-request.json';
import renameSchema from '@/api/generated/form-schemas/update-queue-name-request.json';
import modifyValidators from '@/api/generated/form-validators/modify-ehpc-queue-request';
import renameValidators from '@/api/generated/form-validators/update-queue-name-request';
import type { Cluster } from '@/api/generated/model/cluster';
import type { Queue } from '@/api/generated/model/queue';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { checkRequest } from '@/shared/forms/request-check';
import { QUEUE_KEYS } from './queue-keys';
import { refusalOn, useRefusal } from './queue-refusal';
import { TextField } from '@/shared/ui/form-fields';
import { useQueueGone } from './use-queue-gone';

export interface QueueRowDialogProps {
  cluster: Cluster;
  queue: Queue;
  open: boolean;
  onClose(): void;
}

interface RenameBody {
  cluster_id: string;
  hpcqueue_id: string;
  queue_name: string;
  is_default?: 0 | 1;
}

export function RenameQueueDialog({ cluster, queue, open, onClose }: QueueRowDialogProps) {
  const { t, i18n } = useLingui();
  const ehpc = cluster.cluster_type === 'ehpc';
  const rename = useUpdateQueueName();
  const modify = useModifyEhpcQueue();
  const gone = useQueueGone();
  const [name, setName] = useState(queue.queue_name);
  const [makeDefault, setMakeDefault] = useState(queue.is_default === 1);
  const [checked, setChecked] = useState(false);
  const { refused, track } = useRefusal();
  const oldName = queue.queue_name;
  const trimmed = name.trim();
  const data: RenameBody = { cluster_id: cluster.cluster_id, hpcqueue_id: queue.hpcqueue_id, queue_name: trimmed };
  if (ehpc && makeDefault && queue.is_default !== 1) data.is_default = 1;
  const action = useFollowedChange({
    send: async (body: RenameBody) => {
      return track(
        async () =>
          ehpc ? await modify.mutateAsync({ data: body }) : await rename.mutateAsync({ data: { ...body, queue_name: body.queue_name } }),
        (error) => gone.said(error, onClose),
      );
    },
    refresh: QUEUE_KEYS,
    messages: { success: t`Queue ${oldName} is modified`, failure: t`Modifying queue ${oldName} failed` },
  });
  const rules = ehpc ? { schema: modifySchema, validators: modifyValidators } : { schema: renameSchema, validators: renameValidators };
  const contractProblem = checkRequest(rules, data, i18n).queue_name;
  const problem = (checked ? (trimmed ? contractProblem : t`Required`) : undefined) ?? refusalOn(refused, 'queue_name');
  const changed = trimmed !== oldName || data.is_default === 1;
  const confirm = async () => {
    setChecked(true);
    if (!trimmed || contractProblem) return;
    if (await action.run(data)) onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={ehpc ? t`Modify queue ${oldName}` : t`Rename queue ${oldName}`}
      confirmLabel={t`Save`}
      busy={action.sending}
      confirmDisabled={!changed}
      onConfirm={confirm}
    >
      <TextField
        label={<Trans>Queue name</Trans>}
        required
        value={name}
        onChange={setName}
        problem={problem}
        helper={<Trans>3 to 12 letters, digits or underscores</Trans>}
      />
      {ehpc && (
        <Checkbox.Root
          checked={makeDefault}
          disabled={queue.is_default === 1}
          onCheckedChange={(details) => setMakeDefault(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {queue.is_default === 1 ? (
              <Trans>The cluster’s default queue (another queue can take the flag)</Trans>
            ) : (
              <Trans>Make it the cluster’s default queue</Trans>
            )}
          </Checkbox.Label>
        </Checkbox.Root>
      )}
    </ActionDialog>
  );
}
