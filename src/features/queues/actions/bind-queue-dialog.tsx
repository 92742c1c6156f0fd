/**
 * Bind a private (dedicated) queue to an HPC cluster (queue/bindPrivateQueue): a dedicated queue type from
 * queue/getQueueTypes, a name, the node count, PayForUsed or Reserved (months, auto-renewal). Its price is asked
 * only once a type is chosen (QueueCost). The request is checked with the contract's validators before sending
 * (checkRequest); a refusal naming a field is shown on it; one request per intent; the job is followed to its end.
 */
import { plural } from '@lingui/core/macro';
import { Checkbox, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useBindPrivateQueue, useGetQueueTypes } from '@/api/generated/endpoints/queues/queues';
import bindSchema from '@/api/generated/form-schemas/bind-private-queue-request.json';
import bindValidators from '@/api/generated/form-validators/bind-private-queue-request';
import type { BindPrivateQueueRequest } from '@/api/generated/model/bindPrivateQueueRequest';
import type { Cluster } from '@/api/generated/model/cluster';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { formatSize } from '@/shared/format';
import { checkRequest, type FieldProblems } from '@/shared/forms/request-check';
import { SegmentRadios } from '@/shared/ui/segment-radios';
import { QueueCost } from './queue-cost';
import { QUEUE_KEYS } from './queue-keys';
import { refusalOn, useRefusal } from './queue-refusal';
import { TextField } from '@/shared/ui/form-fields';

export interface QueueDialogProps {
  cluster: Cluster;
  open: boolean;
  onClose(): void;
}

const FIELDS = ['queue_type', 'queue_name', 'count', 'duration'] as const;

export function BindQueueDialog({ cluster, open, onClose }: QueueDialogProps) {
  const { t, i18n } = useLingui();
  const types = useGetQueueTypes({ category: 'dedicated' }, { query: { enabled: open, staleTime: 60_000 } });
  const bind = useBindPrivateQueue();
  const [queueType, setQueueType] = useState('');
  const [name, setName] = useState('');
  const [count, setCount] = useState('1');
  const [paidType, setPaidType] = useState<0 | 1>(0);
  const [duration, setDuration] = useState('1');
  const [autoRenewal, setAutoRenewal] = useState(false);
  const [checked, setChecked] = useState(false);
  const { refused, track } = useRefusal();
  const clusterName = cluster.cluster_name;
  const months = paidType === 1 ? Number(duration) : 0;
  const data = {
    cluster_id: cluster.cluster_id,
    queue_type: queueType,
    queue_name: name.trim(),
    count: Number(count),
    paid_type: paidType,
    duration: months,
    ...(paidType === 1 ? { is_auto_renewal: autoRenewal ? 1 : 0 } : {}),
  } as BindPrivateQueueRequest;
  const action = useFollowedChange({
    send: async (request: BindPrivateQueueRequest) => {
      return track(async () => await bind.mutateAsync({ data: request }));
    },
    refresh: QUEUE_KEYS,
    messages: (request) => {
      const queueName = request.queue_name;
      return { success: t`Queue ${queueName} is bound to ${clusterName}`, failure: t`Binding queue ${queueName} failed` };
    },
  });
  const contract: FieldProblems = checkRequest({ schema: bindSchema, validators: bindValidators }, data, i18n);
  const problems: FieldProblems = {
    ...contract,
    ...(queueType ? {} : { queue_type: t`Choose a queue type` }),
    ...(name.trim() ? {} : { queue_name: t`Required` }),
  };
  const problemOf = (field: (typeof FIELDS)[number]) => (checked ? problems[field] : undefined) ?? refusalOn(refused, field);
  const confirm = async () => {
    setChecked(true);
    if (FIELDS.some((field) => problems[field])) return;
    if (await action.run(data)) onClose();
  };
  const options = types.data?.queue_types_set ?? [];
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Bind private queue`}
      confirmLabel={t`Bind`}
      busy={action.sending}
      onConfirm={confirm}
      size="lg"
    >
      <Field.Root required invalid={!!problemOf('queue_type')}>
        <Field.Label>
          <Trans>Queue type</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root disabled={types.isLoading}>
          <NativeSelect.Field value={queueType} onChange={(event) => setQueueType(event.currentTarget.value)}>
            <option value="">{types.isLoading ? t`Loading queue types…` : t`Select a queue type`}</option>
            {options.map((type) => {
              const cores = type.cores_per_node;
              const memory = formatSize(type.memory_per_node, { from: 'MB' });
              const gpus = type.gpu_per_node ?? 0;
              const shape = gpus
                ? t`${plural(cores, { one: '# core', other: '# cores' })}, ${memory}, ${plural(gpus, { one: '# GPU', other: '# GPUs' })} per node`
                : t`${plural(cores, { one: '# core', other: '# cores' })}, ${memory} per node`;
              return (
                <option key={type.queue_type} value={type.queue_type}>
                  {type.name} ({shape})
                </option>
              );
            })}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{problemOf('queue_type')}</Field.ErrorText>
      </Field.Root>
      <TextField
        label={<Trans>Queue name</Trans>}
        required
        value={name}
        onChange={setName}
        problem={problemOf('queue_name')}
        helper={<Trans>3 to 12 letters, digits or underscores</Trans>}
      />
      <TextField
        label={<Trans>Nodes</Trans>}
        required
        type="number"
        min={1}
        max={100}
        value={count}
        onChange={setCount}
        problem={problemOf('count')}
      />
      <Stack gap="2">
        <SegmentRadios
          label={t`Billing mode`}
          value={String(paidType)}
          onChange={(value) => setPaidType(value === '1' ? 1 : 0)}
          items={[
            { value: '0', label: t`Pay by usage` },
            { value: '1', label: t`Monthly (reserved)` },
          ]}
        />
      </Stack>
      {paidType === 1 && (
        <>
          <TextField
            label={<Trans>Duration (months)</Trans>}
            required
            type="number"
            min={1}
            max={36}
            value={duration}
            onChange={setDuration}
            problem={problemOf('duration')}
          />
          <Checkbox.Root checked={autoRenewal} onCheckedChange={(details) => setAutoRenewal(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Renew automatically at expiry</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
        </>
      )}
      <QueueCost choice={{ queueType, paidType, duration: months, autoRenewal }} />
    </ActionDialog>
  );
}
