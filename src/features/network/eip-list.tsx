/**
 * The EIP list (spec section 2): the user's elastic IPs, available ones by default (section 4), with their address,
 * bandwidth, billing, association and the cluster holding them; a status filter (none chosen: every status, sent as
 * such, since the gateway's own default is available only), search, sorting and paging. A link may narrow it to one
 * cluster's EIPs (?cluster_id=…&status=all, the cluster detail's).
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDescribeEips } from '@/api/generated/endpoints/network/network';
import type { DescribeEipsSortKey } from '@/api/generated/model/describeEipsSortKey';
import type { Eip } from '@/api/generated/model/eip';
import type { EipAssociateMode } from '@/api/generated/model/eipAssociateMode';
import { EipStatus } from '@/api/generated/model/eipStatus';
import { formatDateTime } from '@/shared/format';
import { useLocaleMemo } from '@/shared/i18n/use-locale-memo';
import { EVERY_STATUS, NETWORK_PARAMS } from '@/shared/routing/network-link';
import { CopyButton } from '@/shared/ui/copy-button';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { RefreshButton } from '@/shared/ui/refresh-button';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusBadge } from '@/shared/ui/status-badge';
import { StatusFilter } from '@/shared/ui/status-filter';
import { LinkFilterNotice, useLinkFilter } from './link-filter';
import { NameCell } from './name-cell';
import { ASSOCIATE_MODE_LABELS, BILLING_MODE_LABELS } from './network-labels';
import { UsedBy } from './used-by';

type EipColumn = DataTableColumn<Eip, DescribeEipsSortKey>;

const EIP_STATUSES = Object.values(EipStatus);
/** Section 7: DescribeEips with associate_mode [0, 1, 2]. */
const ALL_MODES: EipAssociateMode[] = [0, 1, 2];
/** Section 4: the EIP list defaults to status available. */
export const DEFAULT_EIP_STATUSES: EipStatus[] = ['available'];

/** The statuses a link asks for: `all` every status, known words as given, else the default. */
function statusesOf(values: string[]): EipStatus[] {
  if (values.includes(EVERY_STATUS)) return [];
  const known = values.filter((value): value is EipStatus => (EIP_STATUSES as string[]).includes(value));
  return known.length ? known : DEFAULT_EIP_STATUSES;
}

export function EipList() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const linked = useLinkFilter(NETWORK_PARAMS.cluster);
  const clusterId = linked.values[0];
  const list = useListParams<DescribeEipsSortKey, { status: EipStatus[] }>({
    defaultSortKey: 'create_time',
    defaultReverse: 1,
    defaultFilters: { status: statusesOf(searchParams.getAll(NETWORK_PARAMS.status)) },
  });
  const chosen = list.filters.status === 'all' ? [] : (list.filters.status ?? []);
  const params = useMemo(() => {
    const status = list.params.status?.length ? list.params.status : EIP_STATUSES;
    return { ...list.params, verbose: 1 as const, status, associate_mode: ALL_MODES, ...(clusterId ? { cluster_id: clusterId } : {}) };
  }, [list.params, clusterId]);
  const query = useDescribeEips(params, { query: { placeholderData: keepPreviousData } });
  const columns = useLocaleMemo(
    (tr): EipColumn[] => [
      { id: 'name', header: tr._(msg`Name / ID`), sortKey: 'eip_name', cell: (eip) => <NameCell name={eip.eip_name} id={eip.eip_id} /> },
      {
        id: 'address',
        header: tr._(msg`Address`),
        cell: (eip) => (
          <HStack gap="1">
            <Text fontFamily="mono">{eip.eip_addr}</Text>
            <CopyButton text={eip.eip_addr} />
          </HStack>
        ),
      },
      { id: 'status', header: tr._(msg`Status`), cell: (eip) => <StatusBadge status={eip.status} /> },
      {
        id: 'bandwidth',
        header: tr._(msg`Bandwidth`),
        cell: (eip) => {
          const mbps = eip.bandwidth;
          return (
            <Box>
              <Text>{tr._(msg`${mbps} Mbps`)}</Text>
              {eip.billing_mode && (
                <Text textStyle="xs" color="fg.muted">
                  {tr._(BILLING_MODE_LABELS[eip.billing_mode])}
                </Text>
              )}
            </Box>
          );
        },
      },
      {
        id: 'mode',
        header: tr._(msg`Association mode`),
        cell: (eip) => (eip.associate_mode === undefined ? '-' : tr._(ASSOCIATE_MODE_LABELS[eip.associate_mode])),
      },
      {
        id: 'resource',
        header: tr._(msg`Bound to`),
        cell: (eip) => (eip.resource ? <NameCell name={eip.resource.resource_name} id={eip.resource.resource_id} /> : '-'),
      },
      { id: 'used', header: tr._(msg`Used by`), cell: (eip) => <UsedBy clusters={eip.clusters} /> },
      {
        id: 'created',
        header: tr._(msg`Created`),
        sortKey: 'create_time',
        cell: (eip) => (eip.create_time ? formatDateTime(eip.create_time) : '-'),
      },
    ],
    [],
  );
  const filtered = Boolean(list.search_word) || Boolean(clusterId) || chosen.length > 0;
  return (
    <Box>
      {clusterId && (
        <LinkFilterNotice onClear={linked.clear}>
          <Trans>Showing only the EIPs of cluster {clusterId}</Trans>
        </LinkFilterNotice>
      )}
      <HStack gap="3" mb="3" wrap="wrap">
        <StatusFilter
          options={EIP_STATUSES}
          value={chosen}
          onChange={(value) => list.setFilter('status', value)}
          label={t`EIP status`}
          placeholder={t`All statuses`}
        />
        <SearchInput label={t`Search by EIP name, ID or address`} value={list.search_word} onSearch={list.setSearch} width="80" />
        <RefreshButton compact onRefresh={() => void query.refetch()} fetching={query.isFetching} />
      </HStack>
      <DataTable
        label={t`EIPs`}
        columns={columns}
        rows={query.data?.eip_set}
        rowKey={(eip) => eip.eip_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={filtered ? t`No EIP matches the filters` : t`You have no EIP in this zone yet`}
        {...tableStateOf(query)}
      />
    </Box>
  );
}
