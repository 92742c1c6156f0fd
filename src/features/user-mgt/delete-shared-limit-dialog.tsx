/**
 * Removing a shared member's resource limit on one cluster: a confirmation naming the member and the cluster (the
 * member stays shared but cannot submit jobs there until resources are allocated again), sent once per intent, its
 * job_id followed to its end.
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  getListSharedClustersQueryKey,
  getListSharedUsersQueryKey,
  useDeleteSharedResourceLimit,
} from '@/api/generated/endpoints/shared/shared';
import type { SharedUser } from '@/api/generated/model/sharedUser';
import type { SharedUserCluster } from '@/api/generated/model/sharedUserCluster';
import { ActionDialog, useFollowedChange } from '@/shared/actions';

export function DeleteSharedLimitDialog({ member, cluster, onClose }: { member: SharedUser; cluster: SharedUserCluster; onClose(): void }) {
  const { t } = useLingui();
  const remove = useDeleteSharedResourceLimit();
  const memberName = member.username;
  const clusterName = cluster.cluster_name ?? cluster.cluster_id;
  const action = useFollowedChange({
    send: () => remove.mutateAsync({ data: { cluster_id: cluster.cluster_id, shared_user_id: member.shared_user_id } }),
    refresh: [getListSharedUsersQueryKey(), getListSharedClustersQueryKey()],
    messages: {
      success: t`The resources of ${memberName} on cluster ${clusterName} are removed`,
      failure: t`Removing the resources of ${memberName} on cluster ${clusterName} failed`,
    },
  });
  const confirm = async () => {
    if (await action.run(undefined)) onClose();
  };
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t`Remove the resources of ${memberName} on ${clusterName}?`}
      tone="danger"
      confirmLabel={<Trans>Remove</Trans>}
      busy={action.sending}
      onConfirm={confirm}
    >
      <Text>
        <Trans>
          {memberName} stays a member of cluster {clusterName} but cannot submit jobs there until resources are allocated again.
        </Trans>
      </Text>
    </ActionDialog>
  );
}
