/**
 * Deleting a user of a cluster: a confirmation naming the account and the cluster (its home folder goes and its
 * core-hours return to the cluster), sent once per intent, its job_id followed to its end.
 */
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getListClusterUsersQueryKey, useDeleteClusterUser } from '@/api/generated/endpoints/users/users';
import type { Cluster } from '@/api/generated/model/cluster';
import type { ClusterUser } from '@/api/generated/model/clusterUser';
import { ActionDialog, useFollowedChange } from '@/shared/actions';

export function DeleteClusterUserDialog({ cluster, user, onClose }: { cluster: Cluster; user: ClusterUser; onClose(): void }) {
  const { t } = useLingui();
  const remove = useDeleteClusterUser();
  const name = user.account;
  const clusterName = cluster.cluster_name;
  const action = useFollowedChange({
    send: (accounts: string[]) => remove.mutateAsync({ data: { cluster_id: cluster.cluster_id, accounts } }),
    refresh: [getListClusterUsersQueryKey()],
    messages: { success: t`User ${name} is deleted`, failure: t`Deleting user ${name} failed` },
  });
  const confirm = async () => {
    if (await action.run([user.account])) onClose();
  };
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t`Delete user ${name}?`}
      tone="danger"
      confirmLabel={<Trans>Delete</Trans>}
      busy={action.sending}
      onConfirm={confirm}
    >
      <Text>
        <Trans>
          User {name} is removed from cluster {clusterName}: its home folder is deleted and its core-hours return to the cluster.
        </Trans>
      </Text>
    </ActionDialog>
  );
}
