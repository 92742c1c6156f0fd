/**
 * The owner's sub-accounts (ADR 0020) on the user management tab: each with its e-mail, whether HPC is
 * opened for it (listSubUsers), the login accounts it belongs to (DescribeLoginAccountUsers), and, for one not yet
 * opened, the Open HPC control (enableSubUserPermission), after which it can be shared into a project. Its initial
 * HPC password, answered once by the list, is kept on the page with a copy button. A link naming a sub-account
 * (?sub_user=<id>: the sub-user's "not opened" notice, the sharing refusal) shows that one, highlighted, its control
 * focused. Only the account owner sees this panel (the screen decides); the gateway refuses everyone else.
 */
import { Badge, Box, Button, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  getListSubUsersQueryKey,
  useDescribeLoginAccountUsers,
  useEnableSubUserPermission,
  useListSubUsers,
} from '@/api/generated/endpoints/projects/projects';
import type { ListSubUsersSortKey } from '@/api/generated/model/listSubUsersSortKey';
import type { SubUser } from '@/api/generated/model/subUser';
import { ActionDialog } from '@/shared/actions';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { formatDateTime } from '@/shared/format';
import { useSession } from '@/shared/session/session-context';
import { CopyButton } from '@/shared/ui/copy-button';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { SearchInput } from '@/shared/ui/search-input';
import { CreateSubAccountDialog } from './create-sub-account-dialog';
import { SUB_USER_PARAM } from '@/shared/routing/sub-account-link';

export function SubAccountPanel() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const pointed = search.get(SUB_USER_PARAM) ?? '';
  const list = useListParams<ListSubUsersSortKey>({
    defaultSortKey: 'create_time',
    defaultReverse: 1,
    defaultSearch: pointed,
    rememberLimit: false,
  });
  const query = useListSubUsers(list.params);
  const rows = query.data?.sub_user_set;
  const ids = useMemo(() => (rows ?? []).map((row) => row.user_id), [rows]);
  const logins = useDescribeLoginAccountUsers({ users: ids, limit: 100, offset: 0 }, { query: { enabled: ids.length > 0 } });
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [creating, setCreating] = useState(false);
  const [opening, setOpening] = useState<SubUser | null>(null);

  // The list answers an initial HPC password once: keep it for this visit.
  useEffect(() => {
    const fresh = (rows ?? []).filter((row) => row.permission.password);
    if (fresh.length)
      setPasswords((known) => ({ ...known, ...Object.fromEntries(fresh.map((row) => [row.user_id, row.permission.password as string])) }));
  }, [rows]);
  // Focused when its button comes in (the table's rows render after the list's answer, as a deferred update), once a
  // visit: a later refresh of the list does not take the focus back from where the user moved it.
  const focused = useRef<string | null>(null);
  const focus = useCallback(
    (button: HTMLButtonElement | null) => {
      if (!button || !pointed || focused.current === pointed) return;
      focused.current = pointed;
      // Not every environment scrolls (jsdom).
      button.scrollIntoView?.({ block: 'center' });
      button.focus();
    },
    [pointed],
  );

  const columns = useMemo<DataTableColumn<SubUser, ListSubUsersSortKey>[]>(() => {
    const loginsOf = (userId: string) =>
      (logins.data?.login_account_user_set ?? []).filter((row) => row.user_id === userId).map((row) => row.login_account);
    return [
      {
        id: 'user_name',
        header: t`Sub-account`,
        sortKey: 'user_name',
        cell: (user) => (
          <Box
            borderLeftWidth={user.user_id === pointed ? '4px' : '0'}
            borderColor="blue.solid"
            ps={user.user_id === pointed ? '2' : '0'}
            data-highlighted={user.user_id === pointed || undefined}
          >
            <Text fontWeight="medium">{user.user_name}</Text>
            <Text textStyle="xs" color="fg.muted">
              {user.email ? `${user.email} · ${user.user_id}` : user.user_id}
            </Text>
          </Box>
        ),
      },
      {
        id: 'hpc',
        header: t`HPC`,
        cell: (user) =>
          user.permission.status === 'enable' ? (
            <Badge colorPalette="green">
              <Trans>Opened</Trans>
            </Badge>
          ) : (
            <Badge colorPalette="gray">
              <Trans>Not opened</Trans>
            </Badge>
          ),
      },
      { id: 'logins', header: t`Login accounts`, cell: (user) => loginsOf(user.user_id).join(', ') || '-' },
      {
        id: 'created',
        header: t`Created`,
        sortKey: 'create_time',
        cell: (user) => (user.create_time ? formatDateTime(user.create_time) : '-'),
      },
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (user) => {
          const password = passwords[user.user_id];
          if (user.permission.status !== 'enable') {
            const name = user.user_name;
            return (
              <Button
                ref={user.user_id === pointed ? focus : undefined}
                size="xs"
                colorPalette="blue"
                variant={user.user_id === pointed ? 'solid' : 'outline'}
                onClick={() => setOpening(user)}
                aria-label={t`Open HPC for ${name}`}
              >
                <KeyRound /> <Trans>Open HPC</Trans>
              </Button>
            );
          }
          if (!password) return null;
          return (
            <HStack gap="1" justify="end">
              <Text textStyle="xs" color="fg.muted">
                <Trans>Initial HPC password</Trans>
              </Text>
              <Code>{password}</Code>
              <CopyButton text={password} label={t`Copy the password`} />
            </HStack>
          );
        },
      },
    ];
  }, [t, logins.data, pointed, passwords, focus]);

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Heading size="md">
          <Trans>Sub-accounts</Trans>
        </Heading>
        <HStack gap="2" wrap="wrap">
          <SearchInput label={t`Search sub-accounts`} value={list.search_word} onSearch={list.setSearch} />
          <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
            <Plus /> <Trans>Create sub-account</Trans>
          </Button>
        </HStack>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        <Trans>A sub-account uses the clusters you share with it; open HPC for it before sharing a cluster with it.</Trans>
      </Text>
      <DataTable
        label={t`Sub-accounts`}
        columns={columns}
        rows={rows}
        rowKey={(user) => user.user_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={list.search_word ? t`No sub-account matches the search` : t`There is no sub-account yet`}
        {...tableStateOf(query)}
      />
      {creating && <CreateSubAccountDialog onClose={() => setCreating(false)} />}
      {opening && <OpenHpcDialog user={opening} onClose={() => setOpening(null)} />}
    </Stack>
  );
}

function OpenHpcDialog({ user, onClose }: { user: SubUser; onClose(): void }) {
  const { t } = useLingui();
  const { zone } = useSession();
  const client = useQueryClient();
  const enable = useEnableSubUserPermission();
  const name = user.user_name;
  const confirm = async () => {
    try {
      await enable.mutateAsync({ data: { zone, sub_user_id: user.user_id } });
    } catch (error) {
      showErrorToast(error, t`Could not open HPC for ${name}`);
      return;
    }
    await client.invalidateQueries({ queryKey: getListSubUsersQueryKey() });
    showSuccessToast(t`HPC is opened for ${name}`);
    onClose();
  };
  return (
    <ActionDialog open onClose={onClose} title={t`Open HPC for ${name}?`} confirmLabel={<Trans>Open HPC</Trans>} onConfirm={confirm}>
      <Text>
        <Trans>
          {name} can then be shared into your projects and use the clusters shared with it. Its initial HPC password is shown once in the
          list.
        </Trans>
      </Text>
    </ActionDialog>
  );
}
