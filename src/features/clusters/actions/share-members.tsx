/**
 * The members of a shared cluster's project in the sharing modal: each account, its permission and role; the
 * owner's sub-accounts can be removed after a confirmation (project/delMember).
 */
import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ProjectMember } from '@/api/generated/model/projectMember';
import { ActionDialog } from '@/shared/actions';
import { SHARED_PERMISSION_LABELS, SHARED_ROLE_LABELS } from '../cluster-labels';

export interface ShareMembersProps {
  members: readonly ProjectMember[] | undefined;
  loading: boolean;
  removing: boolean;
  onRemove(userId: string): Promise<unknown>;
}

export function ShareMembers({ members, loading, removing, onRemove }: ShareMembersProps) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<ProjectMember | null>(null);
  if (loading) {
    return (
      <Text color="fg.muted" role="status">
        <Trans>Loading the members…</Trans>
      </Text>
    );
  }
  if (!members?.length) {
    return (
      <Text color="fg.muted">
        <Trans>The cluster is not shared with any account yet.</Trans>
      </Text>
    );
  }
  const pendingName = pending?.member_user.user_name ?? pending?.member_user.user_id ?? '';
  return (
    <>
      <Table.Root size="sm" aria-label={t`Members`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Account`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Permission`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Role`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Actions`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((member) => (
            <Table.Row key={member.member_user.user_id}>
              <Table.Cell>
                <Stack gap="0">
                  <Text>{member.member_user.user_name ?? member.member_user.user_id}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {member.member_user.email ?? member.member_user.user_id}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>{i18n._(SHARED_PERMISSION_LABELS[member.permission])}</Table.Cell>
              <Table.Cell>{member.shared_role ? i18n._(SHARED_ROLE_LABELS[member.shared_role]) : '-'}</Table.Cell>
              <Table.Cell textAlign="end">
                {member.shared_role !== 'shared_owner' && (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setPending(member)}>
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <ActionDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t`Remove member`}
        tone="danger"
        confirmLabel={t`Remove`}
        busy={removing}
        onConfirm={() => {
          if (pending) void onRemove(pending.member_user.user_id).then(() => setPending(null));
        }}
      >
        <Text>
          <Trans>Remove {pendingName} from the cluster? The account loses access to it.</Trans>
        </Text>
      </ActionDialog>
    </>
  );
}
