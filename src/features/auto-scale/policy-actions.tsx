/**
 * A policy's actions on the auto-scale tab (who may change the cluster only): edit it (the policy form), enable or
 * disable it (queue/ehpc/enableStrategy with op_is_enabled 1 or 0) and delete it after a confirmation
 * (queue/ehpc/delStrategy; its runs stay in the history and the nodes it added stay in the cluster). Each change
 * is sent once per intent and followed in the operation log (useFollowedChange).
 */
import { HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  getListStrategiesQueryKey,
  getListStrategyLogsQueryKey,
  getPreviewStrategiesQueryKey,
  useDeleteStrategy,
  useEnableStrategy,
} from '@/api/generated/endpoints/strategies/strategies';
import type { Strategy } from '@/api/generated/model/strategy';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { ActionMenu } from '@/shared/ui/action-menu';
import { LazyPolicyDialog } from './lazy-policy-dialog';

const REFRESH = [getListStrategiesQueryKey(), getListStrategyLogsQueryKey(), getPreviewStrategiesQueryKey()];

type PolicyActionId = 'edit' | 'enable' | 'disable' | 'delete';

export function PolicyActions({ clusterId, policy }: { clusterId: string; policy: Strategy }) {
  const { t } = useLingui();
  const enable = useEnableStrategy();
  const remove = useDeleteStrategy();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const queueName = policy.queue_name ?? policy.queue_id;
  const name = policy.op_type === 'expand' ? t`expand policy of ${queueName}` : t`shrink policy of ${queueName}`;
  const enablement = useFollowedChange({
    send: (enabled: 0 | 1) =>
      enable.mutateAsync({ data: { cluster_id: clusterId, strategy_ids: [policy.strategy_id], op_is_enabled: enabled } }),
    refresh: REFRESH,
    messages: (enabled) =>
      enabled === 1
        ? { success: t`The ${name} is enabled`, failure: t`Enabling the ${name} failed` }
        : { success: t`The ${name} is disabled`, failure: t`Disabling the ${name} failed` },
  });
  const removal = useFollowedChange({
    send: (strategyId: string) => remove.mutateAsync({ data: { cluster_id: clusterId, strategy_ids: [strategyId] } }),
    refresh: REFRESH,
    messages: { success: t`The ${name} is deleted`, failure: t`Deleting the ${name} failed` },
  });
  const enabled = policy.op_is_enabled === 1;
  return (
    <HStack justify="end">
      <ActionMenu<PolicyActionId>
        name={name}
        disabled={enablement.sending || removal.sending}
        items={[
          { id: 'edit', label: t`Edit` },
          enabled ? { id: 'disable', label: t`Disable` } : { id: 'enable', label: t`Enable` },
          { id: 'delete', label: t`Delete`, danger: true },
        ]}
        onChoose={(id) => {
          if (id === 'enable' || id === 'disable') void enablement.run(id === 'enable' ? 1 : 0);
          else setOpen(id);
        }}
      />
      {open === 'edit' && <LazyPolicyDialog open clusterId={clusterId} policy={policy} onClose={() => setOpen(null)} />}
      <ActionDialog
        open={open === 'delete'}
        onClose={() => setOpen(null)}
        title={t`Delete auto-scaling policy`}
        tone="danger"
        confirmLabel={t`Delete`}
        busy={removal.sending}
        onConfirm={() => removal.run(policy.strategy_id).then((jobId) => jobId && setOpen(null))}
      >
        <Text>
          <Trans>Delete the {name}? Its runs stay in the history and the nodes it added stay in the cluster.</Trans>
        </Text>
      </ActionDialog>
    </HStack>
  );
}
