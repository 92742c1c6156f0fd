/**
 * The router list: the user's active routers (section 4: the router list filters status active) with their address
 * range, private address, EIP, the networks behind them and the clusters in those networks; search, sorting, paging.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDescribeRouters } from '@/api/generated/endpoints/network/network';
import type { DescribeRoutersSortKey } from '@/api/generated/model/describeRoutersSortKey';
import type { Router } from '@/api/generated/model/router';
import type { RouterStatus } from '@/api/generated/model/routerStatus';
import { formatDateTime } from '@/shared/format';
import { useLocaleMemo } from '@/shared/i18n/use-locale-memo';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { RefreshButton } from '@/shared/ui/refresh-button';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusBadge } from '@/shared/ui/status-badge';
import { NameCell } from './name-cell';
import { UsedBy } from './used-by';

type RouterColumn = DataTableColumn<Router, DescribeRoutersSortKey>;

/** Section 4: only active routers are listed. */
export const ROUTER_STATUSES: RouterStatus[] = ['active'];

export function RouterList() {
  const { t } = useLingui();
  const list = useListParams<DescribeRoutersSortKey>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, status: ROUTER_STATUSES }), [list.params]);
  const query = useDescribeRouters(params, { query: { placeholderData: keepPreviousData } });
  const columns = useLocaleMemo(
    (tr): RouterColumn[] => [
      {
        id: 'name',
        header: tr._(msg`Name / ID`),
        sortKey: 'router_name',
        cell: (router) => <NameCell name={router.router_name} id={router.router_id} />,
      },
      { id: 'status', header: tr._(msg`Status`), cell: (router) => <StatusBadge status={router.status} /> },
      {
        id: 'addresses',
        header: tr._(msg`Address range / private IP`),
        cell: (router) => (
          <Box fontFamily="mono">
            <Text>{router.ip_network ?? '-'}</Text>
            <Text textStyle="xs" color="fg.muted">
              {router.private_ip ?? '-'}
            </Text>
          </Box>
        ),
      },
      {
        id: 'eip',
        header: tr._(msg`EIP`),
        cell: (router) => (router.eip ? <NameCell name={router.eip.eip_addr} id={router.eip.eip_id} /> : '-'),
      },
      {
        id: 'vxnets',
        header: tr._(msg`Networks`),
        cell: (router) =>
          router.vxnets?.length ? (
            <Stack gap="0.5">
              {router.vxnets.map((vxnet) => (
                <HStack key={vxnet.vxnet_id} gap="2">
                  <Text>{vxnet.vxnet_name || vxnet.vxnet_id}</Text>
                  {vxnet.ip_network && (
                    <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                      {vxnet.ip_network}
                    </Text>
                  )}
                </HStack>
              ))}
            </Stack>
          ) : (
            '-'
          ),
      },
      { id: 'used', header: tr._(msg`Used by`), cell: (router) => <UsedBy clusters={router.clusters} /> },
      {
        id: 'created',
        header: tr._(msg`Created`),
        sortKey: 'create_time',
        cell: (router) => (router.create_time ? formatDateTime(router.create_time) : '-'),
      },
    ],
    [],
  );
  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap">
        <SearchInput label={t`Search by router name or ID`} value={list.search_word} onSearch={list.setSearch} />
        <RefreshButton compact onRefresh={() => void query.refetch()} fetching={query.isFetching} />
      </HStack>
      <DataTable
        label={t`Routers`}
        columns={columns}
        rows={query.data?.router_set}
        rowKey={(router) => router.router_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={list.search_word ? t`No router matches the search` : t`You have no active router in this zone`}
        {...tableStateOf(query)}
      />
    </Box>
  );
}
