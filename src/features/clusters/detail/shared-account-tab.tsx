/**
 * The cluster's shared accounts tab (shared/users narrowed to the cluster): each member's account, permission,
 * status, and their core-hours and storage used against the limit on this cluster. Shared-user lists page by 20
 * (section 9). The owner adds members, switches their permission and removes them; a shared member sees only
 * itself. Refreshes while a member is being created or removed.
 */
import { Box, Button, HStack, Spacer, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useListSharedUsers } from '@/api/generated/endpoints/shared/shared';
import type { Cluster } from '@/api/generated/model/cluster';
import type { ListSharedUsersSortKey } from '@/api/generated/model/listSharedUsersSortKey';
import type { SharedUser } from '@/api/generated/model/sharedUser';
import { formatDateTime, formatNumber, formatSize, minutesToHours, usageColor, usagePercent } from '@/shared/format';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusBadge } from '@/shared/ui/status-badge';
import { isGone, isSharedMember } from '../actions/cluster-action-rules';
import { SHARED_PERMISSION_LABELS } from '../cluster-labels';
import { LazyAddSharedMemberDialog } from './lazy-add-shared-member-dialog';
import { SharedMemberActions } from './shared-member-actions';
import { whileOffline } from '@/shared/live/live-state';

const MEMBER_REFRESH_MS = 5_000;
const isMemberChanging = (member: Pick<SharedUser, 'status'>) => member.status === 'creating' || member.status === 'deleting';

/** Shared-user lists default to 20 rows a page (section 9). */
export const SHARED_USER_PAGE_SIZE = 20;

export function SharedAccountTab({ cluster }: { cluster: Cluster }) {
  const { t, i18n } = useLingui();
  const list = useListParams<ListSharedUsersSortKey>({
    defaultSortKey: 'create_time',
    defaultReverse: 1,
    defaultLimit: SHARED_USER_PAGE_SIZE,
    rememberLimit: false,
  });
  const params = useMemo(() => ({ ...list.params, cluster_id: cluster.cluster_id }), [list.params, cluster.cluster_id]);
  const query = useListSharedUsers(params, {
    query: {
      placeholderData: keepPreviousData,
      refetchInterval: (current) => whileOffline(current.state.data?.shared_user_set.some(isMemberChanging) ? MEMBER_REFRESH_MS : false),
    },
  });
  const manages = !isSharedMember(cluster) && !isGone(cluster);
  const [adding, setAdding] = useState(false);
  const columns = useMemo<DataTableColumn<SharedUser, ListSharedUsersSortKey>[]>(() => {
    const onCluster = (member: SharedUser) => member.clusters.find((item) => item.cluster_id === cluster.cluster_id);
    return [
      {
        id: 'username',
        header: t`Account`,
        sortKey: 'username',
        cell: (member) => (
          <Stack gap="0.5">
            <Text fontWeight="medium">{member.username}</Text>
            <Text textStyle="xs" color="fg.muted">
              {member.email ?? member.iam_user_id}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'permission',
        header: t`Permission`,
        cell: (member) => (member.permission ? i18n._(SHARED_PERMISSION_LABELS[member.permission]) : '-'),
      },
      { id: 'status', header: t`Status`, cell: (member) => <StatusBadge status={member.status} /> },
      {
        id: 'core_hours',
        header: t`Core-hours used / limit`,
        sortKey: 'used_cpu_time',
        cell: (member) => {
          const entry = onCluster(member);
          const used = entry?.resource_usage?.user_assoc_resource_limit?.grp_tres_mins?.cpu;
          const limit = entry?.resource_limit?.user_assoc_resource_limit?.grp_tres_mins?.cpu;
          const percent = usagePercent(used, limit);
          return (
            <Text color={limit && usageColor(percent) !== 'green' ? `${usageColor(percent)}.fg` : undefined}>
              {formatNumber(used === undefined ? undefined : minutesToHours(used))}
              {limit === undefined ? '' : ` / ${formatNumber(minutesToHours(limit))}`}
            </Text>
          );
        },
      },
      {
        id: 'storage',
        header: t`Storage used / quota`,
        sortKey: 'used_file_system_quota',
        cell: (member) => {
          const entry = onCluster(member);
          const limit = entry?.resource_limit?.file_system_quota;
          const used = formatSize(entry?.resource_usage?.file_system_quota ?? 0);
          return limit === undefined ? used : `${used} / ${formatSize(limit)}`;
        },
      },
      {
        id: 'queue',
        header: t`Queue / folders`,
        cell: (member) => {
          const limit = onCluster(member)?.resource_limit;
          const folders = (limit?.file_system_acl ?? []).map((acl) => `${acl.sub_path} (${acl.facl})`).join(', ');
          return (
            <Stack gap="0.5">
              <Text>{limit?.queue ?? '-'}</Text>
              {folders && (
                <Text textStyle="xs" color="fg.muted">
                  {folders}
                </Text>
              )}
            </Stack>
          );
        },
      },
      { id: 'uid', header: t`UID / GID`, cell: (member) => (member.uid === undefined ? '-' : `${member.uid} / ${member.gid ?? '-'}`) },
      { id: 'created', header: t`Created`, sortKey: 'create_time', cell: (member) => formatDateTime(member.create_time) },
      ...(manages
        ? [
            {
              id: 'actions',
              header: t`Actions`,
              align: 'end' as const,
              cell: (member: SharedUser) => <SharedMemberActions clusterId={cluster.cluster_id} member={member} />,
            },
          ]
        : []),
    ];
  }, [t, i18n, cluster.cluster_id, manages]);
  return (
    <Box>
      <HStack mb="3">
        <SearchInput label={t`Search by account or e-mail`} value={list.search_word} onSearch={list.setSearch} />
        <Spacer />
        {manages && (
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)} disabled={cluster.status !== 'active'}>
            <UserPlus /> <Trans>Add member</Trans>
          </Button>
        )}
      </HStack>
      {adding && <LazyAddSharedMemberDialog cluster={cluster} open onClose={() => setAdding(false)} />}
      <DataTable
        label={t`Shared accounts of the cluster`}
        columns={columns}
        rows={query.data?.shared_user_set}
        rowKey={(member) => member.shared_user_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={t`The cluster is not shared with anyone`}
        {...tableStateOf(query)}
      />
    </Box>
  );
}
