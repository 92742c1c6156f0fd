/**
 * The owner's login accounts (DescribeLoginAccounts, spec section 7): each with how many users sign in with it,
 * whether it is an LDAP account (always no on public cloud) and its status. The sub-account list says which login
 * accounts each sub-account belongs to (DescribeLoginAccountUsers). Shown to the account owner only.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useDescribeLoginAccounts } from '@/api/generated/endpoints/projects/projects';
import type { LoginAccount } from '@/api/generated/model/loginAccount';
import { formatDateTime } from '@/shared/format';
import { DataTable, tableStateOf, type DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';

/** Section 9: default all-data limit. */
const LOGIN_ACCOUNT_LIMIT = 1024;

export function LoginAccountsPanel() {
  const { t } = useLingui();
  const query = useDescribeLoginAccounts({ zone: 'global', limit: LOGIN_ACCOUNT_LIMIT, offset: 0 });
  const columns = useMemo<DataTableColumn<LoginAccount>[]>(
    () => [
      { id: 'login_account', header: t`Login account`, cell: (row) => <Text fontFamily="mono">{row.login_account}</Text> },
      { id: 'users', header: t`Users`, align: 'end', cell: (row) => row.user_count ?? '-' },
      { id: 'ldap', header: t`LDAP`, cell: (row) => (row.is_ldap ? t`Yes` : t`No`) },
      { id: 'status', header: t`Status`, cell: (row) => (row.status ? <StatusBadge status={row.status} /> : '-') },
      { id: 'create_time', header: t`Created`, cell: (row) => formatDateTime(row.create_time) },
    ],
    [t],
  );
  return (
    <Stack gap="3">
      <Heading size="md">{t`Login accounts`}</Heading>
      <DataTable
        label={t`Login accounts`}
        columns={columns}
        rows={query.data?.login_account_set}
        rowKey={(row) => row.login_account}
        totalCount={query.data?.total_count}
        emptyText={t`No login accounts yet`}
        {...tableStateOf(query)}
      />
    </Stack>
  );
}
