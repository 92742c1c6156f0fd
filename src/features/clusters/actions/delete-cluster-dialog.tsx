/**
 * Delete or deregister a cluster (cluster/deleteCluster): irreversible, so the user types the cluster's name first.
 * Deleting releases the cluster's nodes and resources; deregistering (deregister: true) removes a cluster whose
 * resources are already released (suspended, deleted, ceased) from the user's clusters. A shared cluster's dialog
 * warns that its members lose it.
 */
import { Alert, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeleteCluster } from '@/api/generated/endpoints/clusters/clusters';
import { TypedNameConfirm, useFollowedChange } from '@/shared/actions';
import { useSession } from '@/shared/session/session-context';
import type { ClusterDialogProps } from './lifecycle-dialog';
import { CLUSTER_KEYS } from './refresh-keys';

export function DeleteClusterDialog({
  cluster,
  open,
  onClose,
  deregister = false,
  onDeleted,
}: ClusterDialogProps & { deregister?: boolean; onDeleted?(): void }) {
  const { t } = useLingui();
  const { user } = useSession();
  const remove = useDeleteCluster();
  const name = cluster.cluster_name;
  // Shared with members (the gateway's shared_status counts real members only): they lose it too.
  const shared = cluster.project_info?.shared_status === 'shared' && cluster.project_info.shared_role !== 'shared_member';
  const action = useFollowedChange({
    send: (ids: string[]) => remove.mutateAsync({ data: { cluster_ids: ids, run_user: user.user_id, deregister } }),
    refresh: CLUSTER_KEYS,
    messages: deregister
      ? { success: t`Cluster ${name} is deregistered`, failure: t`Deregistering cluster ${name} failed` }
      : { success: t`Cluster ${name} is deleted`, failure: t`Deleting cluster ${name} failed` },
  });
  const confirm = async () => {
    if (await action.run([cluster.cluster_id])) {
      onClose();
      onDeleted?.();
    }
  };
  return (
    <TypedNameConfirm
      open={open}
      onClose={onClose}
      name={name}
      busy={action.sending}
      title={deregister ? t`Deregister cluster` : t`Delete cluster`}
      confirmLabel={deregister ? t`Deregister` : t`Delete`}
      onConfirm={confirm}
    >
      {deregister ? (
        <Text>
          <Trans>Deregister cluster {name}? Its resources are already released; the cluster is removed from your clusters.</Trans>
        </Text>
      ) : (
        <Text>
          <Trans>Delete cluster {name}? Its nodes and resources are released.</Trans>
        </Text>
      )}
      {shared && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Cluster {name} is shared: every account it is shared with loses it and its jobs.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
    </TypedNameConfirm>
  );
}
