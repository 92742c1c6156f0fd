/**
 * "Remove" a registered Slurm cluster, confirmed (ADR 0065): it leaves the console, its jobs' history stays and Slurm
 * is not touched. One with machines of the pool as nodes is refused (409) until they are returned: said as a toast.
 */
import { Alert, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getListSlurmClustersQueryKey, removeSlurmCluster } from '@/api/generated/endpoints/slurm-clusters/slurm-clusters';
import type { SlurmCluster } from '@/api/generated/model/slurmCluster';
import { ActionDialog } from '@/shared/actions/action-dialog';
import { showErrorToast, showSuccessToast } from '@/shared/errors';

export interface RemoveSlurmClusterDialogProps {
  cluster: Pick<SlurmCluster, 'cluster_id' | 'cluster_name' | 'machine_count'>;
  onClose(): void;
}

export function RemoveSlurmClusterDialog({ cluster, onClose }: RemoveSlurmClusterDialogProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const name = cluster.cluster_name;
  const count = cluster.machine_count;
  const machines = plural(count, {
    one: '# machine of the pool is its node: return it to the pool first, or the removal is refused.',
    other: '# machines of the pool are its nodes: return them to the pool first, or the removal is refused.',
  });
  const remove = async () => {
    try {
      await removeSlurmCluster({ cluster_id: cluster.cluster_id });
      await client.invalidateQueries({ queryKey: getListSlurmClustersQueryKey() });
      showSuccessToast(t`${name} removed`);
      onClose();
    } catch (error) {
      showErrorToast(error, t`Could not remove ${name}`);
    }
  };
  return (
    <ActionDialog open onClose={onClose} tone="danger" title={t`Remove ${name}?`} confirmLabel={<Trans>Remove</Trans>} onConfirm={remove}>
      <Text>
        <Trans>
          The cluster leaves the console: its owner no longer sees it and it is no longer synced. Its jobs' history is kept and stays
          readable. Slurm itself is not touched: nothing is stopped or deleted on the cluster.
        </Trans>
      </Text>
      {cluster.machine_count > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{machines}</Alert.Description>
        </Alert.Root>
      )}
    </ActionDialog>
  );
}
