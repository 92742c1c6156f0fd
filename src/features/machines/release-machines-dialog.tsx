/**
 * "Return to pool" for nodes, confirmed (ADR 0065): the jobs running on them are cancelled, each node leaves its
 * cluster and the machine is free again. It can take up to a minute: the dialog says so while it works.
 */
import { Alert, List, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getListMachinesQueryKey, releaseMachineNodes } from '@/api/generated/endpoints/machines/machines';
import { getListSlurmClustersQueryKey } from '@/api/generated/endpoints/slurm-clusters/slurm-clusters';
import type { Machine } from '@/api/generated/model/machine';
import { ActionDialog } from '@/shared/actions/action-dialog';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { showErrorToast, showSuccessToast } from '@/shared/errors';

export interface ReleaseMachinesDialogProps {
  machines: Machine[];
  onClose(): void;
  /** The machines were returned (the selection is over). */
  onDone(): void;
}

export function ReleaseMachinesDialog({ machines, onClose, onDone }: ReleaseMachinesDialogProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const count = machines.length;
  const release = useOneAtATime(async () => {
    try {
      await releaseMachineNodes({ machine_ids: machines.map((machine) => machine.machine_id) });
      await Promise.all([
        client.invalidateQueries({ queryKey: getListMachinesQueryKey() }),
        client.invalidateQueries({ queryKey: getListSlurmClustersQueryKey() }),
      ]);
      showSuccessToast(plural(count, { one: '# machine returned to the pool', other: '# machines returned to the pool' }));
      onDone();
      onClose();
    } catch (error) {
      showErrorToast(error, t`Could not return the machines to the pool`);
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      tone="danger"
      title={plural(count, { one: 'Return # node to the pool?', other: 'Return # nodes to the pool?' })}
      confirmLabel={<Trans>Return to pool</Trans>}
      busy={release.pending}
      onConfirm={() => release.run()}
    >
      <List.Root ps="5" textStyle="sm">
        {machines.map((machine) => {
          const { name } = machine;
          const cluster = machine.cluster_name ?? machine.cluster_id ?? '';
          return <List.Item key={machine.machine_id}>{t`${name}, a node of ${cluster}`}</List.Item>;
        })}
      </List.Root>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>
          <Trans>
            Jobs running on these nodes are cancelled. Each node is deleted from slurmctld, slurmd and munged are stopped on the machine and
            its own munge key is put back; the machine is then free in the pool.
          </Trans>
        </Alert.Description>
      </Alert.Root>
      {release.pending && (
        <Text textStyle="sm" color="fg.muted" role="status">
          <Trans>Returning the machines over SSH: this can take up to a minute.</Trans>
        </Text>
      )}
    </ActionDialog>
  );
}
