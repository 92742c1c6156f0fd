/**
 * The users of one cluster (user list), on the cluster users page and the cluster's user tab: status filter,
 * search, sorting and paging, and the core-hours of the cluster not yet allocated to anyone. Who administers the
 * cluster (clusterPermissions: administer) adds, modifies and deletes its users; others only read.
 */
import { Box, Button, HStack, SegmentGroup, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useListClusterUsers } from '@/api/generated/endpoints/users/users';
import type { Cluster } from '@/api/generated/model/cluster';
import type { ClusterUserStatus } from '@/api/generated/model/clusterUserStatus';
import type { ListClusterUsersSortKey } from '@/api/generated/model/listClusterUsersSortKey';
import { formatNumber } from '@/shared/format';
import { useLocaleMemo } from '@/shared/i18n/use-locale-memo';
import { DataTable, tableStateOf, useListParams } from '@/shared/ui/data-table';
import { SearchInput } from '@/shared/ui/search-input';
import { clusterPermissions } from '@/shared/session/cluster-permissions';
import { useSession } from '@/shared/session/session-context';
import { clusterUserColumns, type ClusterUserChange } from './cluster-user-columns';
import { LazyClusterUserDialog } from './lazy-cluster-user-dialog';
import { DeleteClusterUserDialog } from './delete-cluster-user-dialog';
import type { ClusterUser } from '@/api/generated/model/clusterUser';
import { RefreshButton } from '@/shared/ui/refresh-button';

export function ClusterUserList({ cluster }: { cluster: Cluster }) {
  const { t } = useLingui();
  const list = useListParams<ListClusterUsersSortKey, { status: ClusterUserStatus }>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, cluster_id: cluster.cluster_id }), [list.params, cluster.cluster_id]);
  const query = useListClusterUsers(params, { query: { placeholderData: keepPreviousData } });
  const { user: session } = useSession();
  // A cluster's users are its quotas: who administers the cluster manages them (ADR 0042); an IAM user acting for
  // the owner is told why she is offered nothing.
  const rights = clusterPermissions(session, cluster);
  const canChange = rights.administer;
  const delegate = rights.change && !rights.administer;
  const [open, setOpen] = useState<{ change: ClusterUserChange | 'add'; user?: ClusterUser } | null>(null);
  const choose = useCallback((user: ClusterUser, change: ClusterUserChange) => setOpen({ change, user }), []);
  const columns = useLocaleMemo((tr) => clusterUserColumns(tr, canChange ? choose : undefined), [canChange, choose]);
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
        {canChange && (
          <Button size="sm" colorPalette="blue" onClick={() => setOpen({ change: 'add' })}>
            <Plus /> <Trans>Add user</Trans>
          </Button>
        )}
        {delegate && (
          <Text color="fg.muted" textStyle="sm" data-testid="cluster-users-owner-only">
            <Trans>Only the account owner adds, modifies and deletes the users of this cluster.</Trans>
          </Text>
        )}
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
      {open && open.change !== 'delete' && (
        <LazyClusterUserDialog cluster={cluster} user={open.user} unallocated={unallocated} onClose={() => setOpen(null)} />
      )}
      {open?.change === 'delete' && open.user && (
        <DeleteClusterUserDialog cluster={cluster} user={open.user} onClose={() => setOpen(null)} />
      )}
    </Box>
  );
}
