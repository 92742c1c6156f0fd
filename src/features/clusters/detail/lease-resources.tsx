/**
 * The billed resources of a cluster (rent/cluster/privateResourceInfo) in one charge mode, PayForUsed or Reserved:
 * nodes, dedicated queues and storage with their unit price, period and renewal, and the total cost.
 */
import { Box, Button, HStack, SegmentGroup, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGetPrivateResourceInfo } from '@/api/generated/endpoints/billing/billing';
import type { Cluster } from '@/api/generated/model/cluster';
import type { GetPrivateResourceInfoSortKey } from '@/api/generated/model/getPrivateResourceInfoSortKey';
import { PaidTypeName } from '@/api/generated/model/paidTypeName';
import type { PrivateResourceInfo } from '@/api/generated/model/privateResourceInfo';
import { formatDateTime, formatPrice, formatSize } from '@/shared/format';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { ChargeRecordsDialog } from './charge-records-dialog';

/** An amount with its currency code (no shared money format exists yet). */
export function money(amount: number | undefined, currency: string | undefined): string {
  const text = formatPrice(amount);
  return currency && text !== '-' ? `${text} ${currency.toUpperCase()}` : text;
}

export function LeaseResources({ cluster }: { cluster: Cluster }) {
  const { t } = useLingui();
  const [paidType, setPaidType] = useState<PaidTypeName>(cluster.paid_type === 1 ? PaidTypeName.Reserved : PaidTypeName.PayForUsed);
  const [charges, setCharges] = useState<PrivateResourceInfo | null>(null);
  const list = useListParams<GetPrivateResourceInfoSortKey>({ defaultSortKey: 'start_time', defaultReverse: 1 });
  const params = useMemo(
    () => ({ ...list.params, cluster_id: cluster.cluster_id, paid_type: paidType }),
    [list.params, cluster.cluster_id, paidType],
  );
  const query = useGetPrivateResourceInfo(params, { query: { placeholderData: keepPreviousData } });
  const columns = useMemo<DataTableColumn<PrivateResourceInfo, GetPrivateResourceInfoSortKey>[]>(() => {
    const kind = { node: t`Node`, queue: t`Dedicated queue`, storage: t`Storage` };
    return [
      {
        id: 'name',
        header: t`Resource`,
        cell: (item) => (
          <Box>
            <Text fontWeight="medium">{item.name}</Text>
            <Text textStyle="xs" color="fg.muted" fontFamily="mono">
              {item.resource_id}
            </Text>
          </Box>
        ),
      },
      { id: 'type', header: t`Type`, cell: (item) => kind[item.resource_type] },
      {
        id: 'spec',
        header: t`Specification`,
        cell: (item) => {
          if (item.resource_type === 'storage') return formatSize(item.storage);
          if (item.cpu === undefined && item.memory === undefined) return '-';
          const memory = item.memory === undefined ? '-' : formatSize(item.memory, { from: 'MB' });
          const cpu = item.cpu;
          if (cpu === undefined) return memory;
          return (
            <Trans>
              <Plural value={cpu} one="# core" other="# cores" />, {memory}
            </Trans>
          );
        },
      },
      { id: 'count', header: t`Count`, align: 'end', cell: (item) => item.count },
      {
        id: 'price',
        header: paidType === PaidTypeName.Reserved ? t`Unit price / month` : t`Unit price / hour`,
        sortKey: 'unit_price',
        align: 'end',
        cell: (item) => money(item.unit_price, item.currency),
      },
      { id: 'start', header: t`Since`, sortKey: 'start_time', cell: (item) => formatDateTime(item.start_time) },
      { id: 'expire', header: t`Expires`, sortKey: 'expire_time', cell: (item) => formatDateTime(item.expire_time) },
      { id: 'renewal', header: t`Auto-renewal`, cell: (item) => (item.auto_renewal === 1 ? t`Yes` : t`No`) },
      {
        id: 'charges',
        header: t`Charge records`,
        cell: (item) => {
          const name = item.name;
          return (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => setCharges(item)}
              aria-label={t`View the charge records of ${name}`}
            >
              {t`View`}
            </Button>
          );
        },
      },
    ];
  }, [t, paidType]);
  const data = query.data;
  const total = data ? money(data.total_cost, data.currency) : '-';
  return (
    <Box>
      <HStack mb="3" gap="4" wrap="wrap">
        <SegmentGroup.Root
          size="sm"
          value={paidType}
          onValueChange={(details) => {
            setPaidType((details.value ?? PaidTypeName.PayForUsed) as PaidTypeName);
            list.setPage(1);
          }}
          aria-label={t`Charge mode`}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: PaidTypeName.PayForUsed, label: t`Pay by usage` },
              { value: PaidTypeName.Reserved, label: t`Monthly (reserved)` },
            ]}
          />
        </SegmentGroup.Root>
        <Text color="fg.muted">
          {paidType === PaidTypeName.Reserved ? <Trans>Total per month: {total}</Trans> : <Trans>Total per hour: {total}</Trans>}
        </Text>
      </HStack>
      <DataTable
        label={t`Billed resources`}
        columns={columns}
        rows={data?.resource_info_set}
        rowKey={(item) => item.resource_id}
        totalCount={data?.total_count}
        list={list}
        emptyText={t`No resource is billed in this charge mode`}
        {...tableStateOf(query)}
      />
      {charges && (
        <ChargeRecordsDialog resourceId={charges.resource_id} resourceName={charges.name} open onClose={() => setCharges(null)} />
      )}
    </Box>
  );
}
