/**
 * The network (vxnet) list (spec section 2): the user's private, base and bare-metal networks with their router and
 * address range, nodes and the clusters using them; a kind filter, search, sorting and paging. vxnet-0 and vxnet-1
 * never show (section 7). A link may narrow it to some networks (?vxnets=…, the cluster detail's).
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDescribeVxnets } from '@/api/generated/endpoints/network/network';
import type { DescribeVxnetsSortKey } from '@/api/generated/model/describeVxnetsSortKey';
import type { Vxnet } from '@/api/generated/model/vxnet';
import { formatDateTime } from '@/shared/format';
import { useLocaleMemo } from '@/shared/i18n/use-locale-memo';
import { NETWORK_PARAMS } from '@/shared/routing/network-link';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { RefreshButton } from '@/shared/ui/refresh-button';
import { SearchInput } from '@/shared/ui/search-input';
import { SegmentRadios } from '@/shared/ui/segment-radios';
import { LinkFilterNotice, useLinkFilter } from './link-filter';
import { NameCell } from './name-cell';
import { HIDDEN_VXNETS, VXNET_KIND_LABELS, VXNET_KIND_PARAMS, VXNET_KINDS, vxnetKind, type VxnetKind } from './network-labels';
import { UsedBy } from './used-by';

type VxnetColumn = DataTableColumn<Vxnet, DescribeVxnetsSortKey>;

export function VxnetList() {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<VxnetKind | 'all'>('all');
  const linked = useLinkFilter(NETWORK_PARAMS.vxnets);
  const list = useListParams<DescribeVxnetsSortKey>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const linkedIds = linked.values.join(',');
  const params = useMemo(
    () => ({ ...list.params, ...(kind === 'all' ? {} : VXNET_KIND_PARAMS[kind]), ...(linkedIds ? { vxnets: linkedIds.split(',') } : {}) }),
    [list.params, kind, linkedIds],
  );
  const query = useDescribeVxnets(params, { query: { placeholderData: keepPreviousData } });
  const rows = query.data?.vxnet_set?.filter((vxnet) => !HIDDEN_VXNETS.includes(vxnet.vxnet_id));
  const columns = useLocaleMemo(
    (tr): VxnetColumn[] => [
      {
        id: 'name',
        header: tr._(msg`Name / ID`),
        sortKey: 'vxnet_name',
        cell: (vxnet) => <NameCell name={vxnet.vxnet_name} id={vxnet.vxnet_id} />,
      },
      { id: 'kind', header: tr._(msg`Network type`), cell: (vxnet) => tr._(VXNET_KIND_LABELS[vxnetKind(vxnet)]) },
      {
        id: 'router',
        header: tr._(msg`Router / address range`),
        cell: (vxnet) =>
          vxnet.router ? (
            <Box>
              <Text>{vxnet.router.router_name || vxnet.router.router_id}</Text>
              <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                {vxnet.router.ip_network}
              </Text>
            </Box>
          ) : (
            '-'
          ),
      },
      { id: 'nodes', header: tr._(msg`Nodes`), align: 'end', cell: (vxnet) => vxnet.instance_count ?? '-' },
      { id: 'used', header: tr._(msg`Used by`), cell: (vxnet) => <UsedBy clusters={vxnet.clusters} /> },
      {
        id: 'created',
        header: tr._(msg`Created`),
        sortKey: 'create_time',
        cell: (vxnet) => (vxnet.create_time ? formatDateTime(vxnet.create_time) : '-'),
      },
    ],
    [],
  );
  const kindItems = [
    { value: 'all' as const, label: t`All types` },
    ...VXNET_KINDS.map((value) => ({ value, label: i18n._(VXNET_KIND_LABELS[value]) })),
  ];
  const chooseKind = (value: VxnetKind | 'all') => {
    setKind(value);
    list.setPage(1);
  };
  const names = linked.values.join(', ');
  return (
    <Box>
      {linked.values.length > 0 && (
        <LinkFilterNotice onClear={linked.clear}>
          <Trans>Showing only the networks {names}</Trans>
        </LinkFilterNotice>
      )}
      <HStack gap="3" mb="3" wrap="wrap">
        <SegmentRadios size="sm" items={kindItems} value={kind} onChange={chooseKind} label={t`Network type`} />
        <SearchInput label={t`Search by network name or ID`} value={list.search_word} onSearch={list.setSearch} />
        <RefreshButton compact onRefresh={() => void query.refetch()} fetching={query.isFetching} />
      </HStack>
      <DataTable
        label={t`Networks`}
        columns={columns}
        rows={rows}
        rowKey={(vxnet) => vxnet.vxnet_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={
          list.search_word || kind !== 'all' || linked.values.length
            ? t`No network matches the filters`
            : t`You have no network in this zone yet`
        }
        {...tableStateOf(query)}
      />
    </Box>
  );
}
