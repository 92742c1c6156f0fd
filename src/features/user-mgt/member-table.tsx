/** The user management tab: the members of the owner's shared clusters, their clusters and their resource use. */
import { HStack, Link, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ClusterId } from '@/api/generated/model/clusterId';
import type { ListSharedUsersSortKey } from '@/api/generated/model/listSharedUsersSortKey';
import type { SharedUser } from '@/api/generated/model/sharedUser';
import { SharedUserStatus } from '@/api/generated/model/sharedUserStatus';
import { cpuSecondsToHours, formatDateTime, formatNumber, formatSize } from '@/shared/format';
import { ALL, DataTable, tableStateOf, type DataTableColumn } from '@/shared/ui/data-table';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusBadge } from '@/shared/ui/status-badge';
import { StatusFilter } from '@/shared/ui/status-filter';
import { PERMISSION_LABELS } from './shared-labels';
import { UsageText } from './usage-text';
import { useSharedClusterOptions, useSharedMembers } from './use-shared';
import { useUserMgtPaths } from './user-mgt-paths';

const STATUSES = Object.values(SharedUserStatus);

export function MemberTable() {
  const { t, i18n } = useLingui();
  const { list, query } = useSharedMembers();
  const clusters = useSharedClusterOptions();
  const paths = useUserMgtPaths();
  const status = list.filters.status;
  const columns = useMemo<DataTableColumn<SharedUser, ListSharedUsersSortKey>[]>(
    () => [
      {
        id: 'username',
        header: t`Member`,
        sortKey: 'username',
        cell: (user) => (
          <Stack gap="0">
            <Link asChild colorPalette="blue" fontWeight="medium">
              <RouterLink to={paths.detail(user.shared_user_id)}>{user.username}</RouterLink>
            </Link>
            <Text textStyle="xs" color="fg.muted">
              {user.email ?? user.iam_user_id}
            </Text>
          </Stack>
        ),
      },
      { id: 'status', header: t`Status`, cell: (user) => <StatusBadge status={user.status} /> },
      { id: 'permission', header: t`Permission`, cell: (user) => (user.permission ? i18n._(PERMISSION_LABELS[user.permission]) : '-') },
      {
        id: 'clusters',
        header: t`Clusters`,
        cell: (user) => (
          <Stack gap="0">
            {user.clusters.map((cluster) => (
              <Text key={cluster.cluster_id} textStyle="sm">
                {cluster.cluster_name ?? cluster.cluster_id}
              </Text>
            ))}
          </Stack>
        ),
      },
      {
        id: 'cpu',
        header: t`Core-hours used`,
        sortKey: 'used_cpu_time',
        cell: (user) => (
          <UsageText
            used={user.used_cpu_time ?? 0}
            allocated={user.allocated_cpu_time ?? 0}
            usedText={formatNumber(cpuSecondsToHours(user.used_cpu_time ?? 0))}
            allocatedText={formatNumber(cpuSecondsToHours(user.allocated_cpu_time ?? 0))}
          />
        ),
      },
      {
        id: 'storage',
        header: t`Storage used`,
        sortKey: 'used_file_system_quota',
        cell: (user) => (
          <UsageText
            used={user.used_file_system_quota ?? 0}
            allocated={user.allocated_file_system_quota ?? 0}
            usedText={formatSize(user.used_file_system_quota ?? 0)}
            allocatedText={formatSize(user.allocated_file_system_quota ?? 0)}
          />
        ),
      },
      { id: 'uid', header: t`UID / GID`, cell: (user) => `${user.uid ?? '-'} / ${user.gid ?? '-'}` },
      { id: 'create_time', header: t`Added`, sortKey: 'create_time', cell: (user) => formatDateTime(user.create_time) },
      {
        id: 'resources',
        header: t`Resources`,
        cell: (user) => (
          <Link asChild colorPalette="blue" textStyle="sm">
            <RouterLink to={paths.allocate(user.shared_user_id)}>{t`Allocated resources`}</RouterLink>
          </Link>
        ),
      },
    ],
    [t, i18n, paths],
  );
  return (
    <Stack gap="3">
      <Wrap gap="3">
        <StatusFilter
          options={STATUSES}
          value={Array.isArray(status) ? status : []}
          onChange={(value) => list.setFilter('status', value)}
          label={t`Status`}
          placeholder={t`All statuses`}
          width="48"
        />
        <NativeSelect.Root size="sm" width="64">
          <NativeSelect.Field
            aria-label={t`Cluster`}
            value={list.filters.cluster_id ?? ALL}
            onChange={(event) => list.setFilter('cluster_id', event.currentTarget.value as ClusterId)}
          >
            <option value={ALL}>{t`All shared clusters`}</option>
            {clusters.map((cluster) => (
              <option key={cluster.cluster_id} value={cluster.cluster_id}>
                {cluster.cluster_name ?? cluster.cluster_id}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack>
          <SearchInput value={list.search_word} onSearch={list.setSearch} label={t`Search by name or e-mail`} />
        </HStack>
      </Wrap>
      <DataTable
        label={t`Shared members`}
        columns={columns}
        rows={query.data?.shared_user_set}
        rowKey={(user) => user.shared_user_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={t`No shared members yet`}
        {...tableStateOf(query)}
      />
    </Stack>
  );
}
