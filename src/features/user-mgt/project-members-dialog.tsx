/**
 * A project's members (project/listMember): each with its permission and a Remove button (project/delMember), and
 * an HPC-opened sub-account added with a permission (project/addMember). Each change is sent once per intent and its
 * job followed to its end.
 */
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAddProjectMember, useDeleteProjectMember, useListProjectMembers } from '@/api/generated/endpoints/projects/projects';
import type { Project } from '@/api/generated/model/project';
import type { SharedPermission } from '@/api/generated/model/sharedPermission';
import { useFollowedChange } from '@/shared/actions';
import { DialogFrame } from '@/shared/dialogs/dialog-frame';
import { SelectField } from '@/shared/ui/form-fields';
import { usePermissionOptions, useSubAccountOptions } from './project-dialogs';
import { PERMISSION_LABELS } from './shared-labels';
import { PROJECT_KEYS } from './use-projects';

const MEMBER_FETCH_ALL = 1024;

export function ProjectMembersDialog({ project, onClose }: { project: Project; onClose(): void }) {
  const { t, i18n } = useLingui();
  const members = useListProjectMembers({ project_id: project.project_id, limit: MEMBER_FETCH_ALL, offset: 0 });
  const shared = (members.data?.member_set ?? []).filter((member) => member.shared_role !== 'shared_owner');
  const accounts = useSubAccountOptions(
    true,
    shared.map((member) => member.member_user.user_id),
  );
  const permissions = usePermissionOptions();
  const addMember = useAddProjectMember();
  const deleteMember = useDeleteProjectMember();
  const [userId, setUserId] = useState('');
  const [permission, setPermission] = useState<SharedPermission>('readonly');
  const [attempted, setAttempted] = useState(false);
  const projectName = project.name;
  const add = useFollowedChange({
    send: (id: string) =>
      addMember.mutateAsync({ data: { project_id: project.project_id, members: [{ user_id: id, permission, role_type: 'member' }] } }),
    refresh: PROJECT_KEYS,
    messages: { success: t`The member is added to project ${projectName}`, failure: t`Adding the member to project ${projectName} failed` },
  });
  const remove = useFollowedChange({
    send: (id: string) => deleteMember.mutateAsync({ data: { project_id: project.project_id, user_ids: [id] } }),
    refresh: PROJECT_KEYS,
    messages: { success: t`The member is removed`, failure: t`Removing the member failed` },
  });
  const confirmAdd = async () => {
    setAttempted(true);
    if (!userId) return;
    if (await add.run(userId)) {
      setUserId('');
      setAttempted(false);
    }
  };
  return (
    <DialogFrame open onClose={onClose} title={t`Members of project ${projectName}`} size="lg" busy={add.sending || remove.sending}>
      <Stack gap="4">
        <Table.Root size="sm" variant="outline" aria-label={t`Members of project ${projectName}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Member`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Permission`}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shared.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={3} color="fg.muted">
                  {members.isFetching ? t`Loading…` : t`No members yet`}
                </Table.Cell>
              </Table.Row>
            ) : (
              shared.map((member) => {
                const who = member.member_user.user_name ?? member.member_user.user_id;
                return (
                  <Table.Row key={member.member_user.user_id}>
                    <Table.Cell>
                      <Text>{who}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {member.member_user.email ?? member.member_user.user_id}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{i18n._(PERMISSION_LABELS[member.permission])}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t`Remove ${who} from project ${projectName}`}
                        loading={remove.sending}
                        onClick={() => void remove.run(member.member_user.user_id)}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })
            )}
          </Table.Body>
        </Table.Root>
        <HStack align="flex-end" gap="3" wrap="wrap">
          <SelectField
            flex="1"
            minW="56"
            label={<Trans>Sub-account</Trans>}
            value={userId}
            options={accounts}
            onChange={setUserId}
            invalid={attempted && !userId}
          />
          <SelectField<SharedPermission>
            width="36"
            label={<Trans>Permission</Trans>}
            value={permission}
            options={permissions}
            onChange={setPermission}
          />
          <Button size="sm" colorPalette="blue" loading={add.sending} onClick={() => void confirmAdd()}>
            <Trans>Add member</Trans>
          </Button>
        </HStack>
        {attempted && !userId && <Text textStyle="sm" color="fg.error">{t`Choose the sub-account to share with`}</Text>}
      </Stack>
    </DialogFrame>
  );
}
