/** The bills of a cluster (rent/cluster/billInfo): each line's resource, charge mode, amount and period, and the total. */
import { Box, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetClusterBillInfo } from '@/api/generated/endpoints/billing/billing';
import type { Bill } from '@/api/generated/model/bill';
import type { GetClusterBillInfoSortKey } from '@/api/generated/model/getClusterBillInfoSortKey';
import { formatDateTime, formatNumber } from '@/shared/format';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { money } from './lease-resources';

export function LeaseBills({ clusterId }: { clusterId: string }) {
  const { t } = useLingui();
  const list = useListParams<GetClusterBillInfoSortKey>({ defaultSortKey: 'start_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, cluster_id: clusterId }), [list.params, clusterId]);
  const query = useGetClusterBillInfo(params, { query: { placeholderData: keepPreviousData } });
  const columns = useMemo<DataTableColumn<Bill, GetClusterBillInfoSortKey>[]>(
    () => [
      {
        id: 'resource',
        header: t`Resource`,
        cell: (bill) => (
          <Box>
            <Text>{bill.resource_name ?? bill.resource_id}</Text>
            <Text textStyle="xs" color="fg.muted" fontFamily="mono">
              {bill.resource_id}
            </Text>
          </Box>
        ),
      },
      { id: 'charge', header: t`Charge mode`, cell: (bill) => (bill.charge_type === 'Reserved' ? t`Monthly (reserved)` : t`Pay by usage`) },
      { id: 'core_hours', header: t`Core-hours`, align: 'end', cell: (bill) => formatNumber(bill.core_hours) },
      { id: 'amount', header: t`Amount`, sortKey: 'amount', align: 'end', cell: (bill) => money(bill.amount, bill.currency) },
      {
        id: 'period',
        header: t`Period`,
        sortKey: 'start_time',
        cell: (bill) => `${formatDateTime(bill.start_time)} ~ ${formatDateTime(bill.end_time)}`,
      },
    ],
    [t],
  );
  const data = query.data;
  const total = data ? money(data.total_sum, data.currency) : '-';
  return (
    <Box>
      <Text color="fg.muted" mb="3">
        <Trans>Total of all bills: {total}</Trans>
      </Text>
      <DataTable
        label={t`Bills of the cluster`}
        columns={columns}
        rows={data?.bill_info_set}
        rowKey={(bill) => bill.bill_id}
        totalCount={data?.total_count}
        list={list}
        emptyText={t`No bill yet`}
        {...tableStateOf(query)}
      />
    </Box>
  );
}
