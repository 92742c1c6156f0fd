/**
 * Upgrade a cluster to the newest version (cluster/upgradeCluster, app_version omitted), which the cluster's
 * upgrade_version names (the menu offers no upgrade without one). The upgrade starts from a
 * stopped EHPC cluster or an active HPC cluster: otherwise the dialog says the conditions are not met and offers
 * to stop or start the cluster first. It takes about one minute; on failure the cluster rolls back and the
 * operation ends with "Upgrade failed and rolled back".
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUpgradeCluster } from '@/api/generated/endpoints/clusters/clusters';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { meetsChangeConditions } from './cluster-action-rules';
import type { ClusterDialogProps } from './lifecycle-dialog';
import { PrepareForChange } from './prepare-for-change';
import { CLUSTER_KEYS } from './refresh-keys';

export function UpgradeClusterDialog({ cluster, open, onClose }: ClusterDialogProps) {
  const { t } = useLingui();
  const upgrade = useUpgradeCluster();
  const name = cluster.cluster_name;
  const version = cluster.version ?? cluster.app_version_info?.name ?? '-';
  const target = cluster.upgrade_version ?? '-';
  const ready = meetsChangeConditions(cluster);
  const action = useFollowedChange({
    send: (clusterId: string) => upgrade.mutateAsync({ data: { cluster_id: clusterId } }),
    refresh: CLUSTER_KEYS,
    messages: {
      accepted: t`Upgrading cluster ${name}: this takes about one minute.`,
      success: t`Cluster ${name} is upgraded`,
      failure: t`Upgrade failed and rolled back`,
      refused: t`Cannot upgrade cluster ${name}`,
    },
  });
  const confirm = async () => {
    if (await action.run(cluster.cluster_id)) onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Upgrade cluster`}
      confirmLabel={t`Upgrade`}
      busy={action.sending}
      confirmDisabled={!ready}
      onConfirm={() => void confirm()}
    >
      <Text>
        <Trans>
          Upgrade cluster {name} from version {version} to version {target}, the newest?
        </Trans>
      </Text>
      <Text color="fg.muted">
        <Trans>The upgrade takes about one minute. If it fails, the cluster rolls back to its previous version.</Trans>
      </Text>
      {!ready && <PrepareForChange cluster={cluster} title={<Trans>The upgrade conditions are not met</Trans>} onStarted={onClose} />}
    </ActionDialog>
  );
}
