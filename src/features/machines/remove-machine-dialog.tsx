/** "Remove" a free machine from the pool, confirmed (ADR 0065): it leaves the pool and its key is forgotten. */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getListMachinesQueryKey, removeMachine } from '@/api/generated/endpoints/machines/machines';
import type { Machine } from '@/api/generated/model/machine';
import { ActionDialog } from '@/shared/actions/action-dialog';
import { showErrorToast, showSuccessToast } from '@/shared/errors';

export function RemoveMachineDialog({ machine, onClose }: { machine: Pick<Machine, 'machine_id' | 'name'>; onClose(): void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const name = machine.name;
  const remove = async () => {
    try {
      await removeMachine({ machine_id: machine.machine_id });
      await client.invalidateQueries({ queryKey: getListMachinesQueryKey() });
      showSuccessToast(t`${name} removed from the pool`);
      onClose();
    } catch (error) {
      showErrorToast(error, t`Could not remove ${name}`);
    }
  };
  return (
    <ActionDialog open onClose={onClose} tone="danger" title={t`Remove ${name}?`} confirmLabel={<Trans>Remove</Trans>} onConfirm={remove}>
      <Text>
        <Trans>The machine leaves the pool and the console forgets its private key. Nothing on the machine is changed.</Trans>
      </Text>
    </ActionDialog>
  );
}
