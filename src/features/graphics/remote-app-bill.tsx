/**
 * The remote apps' bill (rent/remoteapp/billInfo): the bill lines of the last 30 days (one per application and
 * day of use) and their sum. The bill is the account owner's (ADR 0013): a sub-user or an IAM user is told so
 * instead of being shown a refusal, and nothing is asked.
 */
import { Alert, Box, HStack, Stat } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetRemoteAppBillInfo } from '@/api/generated/endpoints/billing/billing';
import type { Bill } from '@/api/generated/model/bill';
import type { GetRemoteAppBillInfoSortKey } from '@/api/generated/model/getRemoteAppBillInfoSortKey';
import { formatDateTime, formatPrice } from '@/shared/format';
import { seesBilling } from '@/shared/session/cluster-permissions';
import { useSession } from '@/shared/session/session-context';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';

export function RemoteAppBill() {
  const { user } = useSession();
  return seesBilling(user) ? <BillLines /> : <OwnerOnly />;
}

function OwnerOnly() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Only the account owner sees billing</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>The remote apps’ bill belongs to the account owner. Your own usage is listed under Usage records.</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function BillLines() {
  const { t } = useLingui();
  const list = useListParams<GetRemoteAppBillInfoSortKey>({ defaultSortKey: 'start_time', defaultReverse: 1 });
  // Without a period the gateway answers the last 30 days.
  const query = useGetRemoteAppBillInfo(list.params, { query: { placeholderData: keepPreviousData } });
  const currency = query.data?.currency?.toUpperCase() ?? '';
  const columns = useMemo<DataTableColumn<Bill, GetRemoteAppBillInfoSortKey>[]>(
    () => [
      { id: 'app', header: t`Application`, cell: (bill) => bill.resource_name ?? bill.resource_id },
      { id: 'start', header: t`From`, sortKey: 'start_time', cell: (bill) => formatDateTime(bill.start_time) },
      { id: 'end', header: t`To`, cell: (bill) => formatDateTime(bill.end_time) },
      { id: 'charge', header: t`Charge mode`, cell: (bill) => (bill.charge_type === 'Reserved' ? t`Monthly (reserved)` : t`Pay by usage`) },
      {
        id: 'amount',
        header: t`Amount`,
        sortKey: 'amount',
        align: 'end',
        cell: (bill) => `${formatPrice(bill.amount)}${bill.currency ? ` ${bill.currency.toUpperCase()}` : ''}`,
      },
    ],
    [t],
  );
  return (
    <Box>
      <HStack mb="3">
        <Stat.Root size="sm">
          <Stat.Label>
            <Trans>Total of the last 30 days</Trans>
          </Stat.Label>
          <Stat.ValueText>{query.data ? `${formatPrice(query.data.total_sum)} ${currency}` : '-'}</Stat.ValueText>
        </Stat.Root>
      </HStack>
      <DataTable
        label={t`Remote app bill`}
        columns={columns}
        rows={query.data?.bill_info_set}
        rowKey={(bill) => bill.bill_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={t`No bill in the last 30 days`}
        {...tableStateOf(query)}
      />
    </Box>
  );
}
