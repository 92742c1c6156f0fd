/**
 * A shared member's actions on the cluster's shared accounts tab (the owner's only): switch the permission between
 * read-only and read-write (shared/user/modifyUser/permission) and remove the member (shared/user/deleteUser,
 * after a confirmation; the gateway refuses a member with pending or running jobs).
 */
import { HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDeleteSharedUser, useModifySharedUser } from '@/api/generated/endpoints/shared/shared';
import type { SharedPermission } from '@/api/generated/model/sharedPermission';
import type { SharedUser } from '@/api/generated/model/sharedUser';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { ActionMenu } from '@/shared/ui/action-menu';
import { SHARING_KEYS } from '../actions/refresh-keys';

export function SharedMemberActions({ clusterId, member }: { clusterId: string; member: SharedUser }) {
  const { t } = useLingui();
  const modify = useModifySharedUser();
  const remove = useDeleteSharedUser();
  const [confirming, setConfirming] = useState(false);
  const username = member.username;
  const setPermission = useFollowedChange({
    send: (permission: SharedPermission) =>
      modify.mutateAsync({ modifyType: 'permission', data: { cluster_id: clusterId, shared_user_id: member.shared_user_id, permission } }),
    refresh: SHARING_KEYS,
    messages: { success: t`The permission of ${username} is changed`, failure: t`Changing the permission of ${username} failed` },
  });
  const removal = useFollowedChange({
    send: (sharedUserId: string) => remove.mutateAsync({ data: { cluster_id: clusterId, shared_user_ids: [sharedUserId] } }),
    refresh: SHARING_KEYS,
    messages: { success: t`${username} is removed from the cluster`, failure: t`Removing ${username} failed` },
  });
  const busy = member.status === 'creating' || member.status === 'deleting';
  const other: SharedPermission = member.permission === 'readwrite' ? 'readonly' : 'readwrite';
  return (
    <HStack justify="end">
      <ActionMenu
        name={username}
        disabled={busy}
        items={[
          { id: 'permission', label: other === 'readwrite' ? t`Make read-write` : t`Make read-only` },
          { id: 'remove', label: t`Remove`, danger: true },
        ]}
        onChoose={(id) => {
          if (id === 'permission') void setPermission.run(other);
          else setConfirming(true);
        }}
      />
      <ActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Remove shared member`}
        tone="danger"
        confirmLabel={t`Remove`}
        busy={removal.sending}
        onConfirm={() => void removal.run(member.shared_user_id).then((jobId) => jobId && setConfirming(false))}
      >
        <Text>
          <Trans>Stop sharing the cluster with {username}? Their account and resource limit on the cluster are removed.</Trans>
        </Text>
      </ActionDialog>
    </HStack>
  );
}
