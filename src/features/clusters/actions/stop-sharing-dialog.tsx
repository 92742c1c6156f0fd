/**
 * Stop sharing a cluster (project/destroy of the cluster's project): every member loses access to it.
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionDialog } from '@/shared/actions';
import type { ClusterDialogProps } from './lifecycle-dialog';
import { useClusterSharing } from './use-cluster-sharing';

export function StopSharingDialog({ cluster, open, onClose }: ClusterDialogProps) {
  const { t } = useLingui();
  const sharing = useClusterSharing(cluster, open);
  const name = cluster.cluster_name;
  const count = sharing.members.data?.member_set.filter((member) => member.shared_role !== 'shared_owner').length;
  const projectId = sharing.project?.project_id;
  const confirm = async () => {
    if (projectId && (await sharing.stop.run(projectId))) onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Stop sharing`}
      tone="danger"
      confirmLabel={t`Stop sharing`}
      busy={sharing.stop.sending}
      confirmDisabled={!projectId}
      onConfirm={confirm}
    >
      <Text>
        <Trans>Stop sharing cluster {name}? Every member loses access to it.</Trans>
      </Text>
      {count !== undefined && (
        <Text color="fg.muted">
          <Trans>Members sharing the cluster: {count}</Trans>
        </Text>
      )}
      {sharing.projects.isSuccess && !projectId && (
        <Text color="fg.muted">
          <Trans>The cluster is not shared.</Trans>
        </Text>
      )}
    </ActionDialog>
  );
}
