/**
 * The users of one cluster (user list), on the cluster users page and the cluster's user tab: status filter,
 * search, sorting and paging, and the core-hours of the cluster not yet allocated to anyone.
 */
import { Box, HStack, SegmentGroup, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListClusterUsers } from '../../api/generated/endpoints/users/users';
import type { Cluster } from '../../api/generated/model/cluster';
import type { ClusterUserStatus } from '../../api/generated/model/clusterUserStatus';
import type { ListClusterUsersSortKey } from '../../api/generated/model/listClusterUsersSortKey';
import { formatNumber } from '../../shared/format';
import { useLocaleMemo } from '../../shared/i18n/use-locale-memo';
import { DataTable, tableStateOf, useListParams } from '../../shared/ui/data-table';
import { SearchInput } from '../../shared/ui/search-input';
import { clusterUserColumns } from './cluster-user-columns';
import { RefreshButton } from '../../shared/ui/refresh-button';

export function ClusterUserList({ cluster }: { cluster: Cluster }) {
  const { t } = useLingui();
  const list = useListParams<ListClusterUsersSortKey, { status: ClusterUserStatus }>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, cluster_id: cluster.cluster_id }), [list.params, cluster.cluster_id]);
  const query = useListClusterUsers(params, { query: { placeholderData: keepPreviousData } });
  const columns = useLocaleMemo((tr) => clusterUserColumns(tr), []);
  const unallocated = query.data?.unallocated_core_hours;
  const free = formatNumber(unallocated);
  const name = cluster.cluster_name;
  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap">
        <SegmentGroup.Root
          size="sm"
          value={list.filters.status ?? 'all'}
          onValueChange={(details) => list.setFilter('status', (details.value ?? 'all') as ClusterUserStatus | 'all')}
          aria-label={t`User status`}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'all', label: t`All` },
              { value: 'active', label: t`Active` },
              { value: 'disabled', label: t`Disabled` },
            ]}
          />
        </SegmentGroup.Root>
        <SearchInput label={t`Search by account`} value={list.search_word} onSearch={list.setSearch} />
        <RefreshButton compact onRefresh={() => void query.refetch()} fetching={query.isFetching} />
        {unallocated !== undefined && (
          <Text color="fg.muted" textStyle="sm">
            <Trans>Core-hours not yet allocated: {free}</Trans>
          </Text>
        )}
      </HStack>
      <DataTable
        label={t`Users of ${name}`}
        columns={columns}
        rows={query.data?.users_set}
        rowKey={(user) => user.account}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={list.search_word ? t`No user matches the search` : t`The cluster has no user yet`}
        {...tableStateOf(query)}
      />
    </Box>
  );
}
