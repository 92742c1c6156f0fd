/**
 * The charging modal: the charge records of one resource — the cluster or one of its billed resources
 * (GetChargeRecords): each deduction's time, amount charged, list-price fee, period and remarks, newest first.
 */
import { plural } from '@lingui/core/macro';
import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetChargeRecords } from '@/api/generated/endpoints/billing/billing';
import type { ChargeRecord } from '@/api/generated/model/chargeRecord';
import type { GetChargeRecordsSortKey } from '@/api/generated/model/getChargeRecordsSortKey';
import { ActionDialog } from '@/shared/actions';
import { formatDateTime } from '@/shared/format';
import { priceText } from '@/shared/node-spec';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';

/** A charge period (1h, 1m, 1y) in words. */
export function chargePeriod(
  duration: string | undefined,
  words: { h: (n: number) => string; m: (n: number) => string; y: (n: number) => string },
): string {
  const match = /^(\d+)([hmy])$/.exec(duration ?? '');
  return match ? words[match[2] as 'h' | 'm' | 'y'](Number(match[1])) : '-';
}

function ChargeRecords({ resourceId }: { resourceId: string }) {
  const { t } = useLingui();
  const list = useListParams<GetChargeRecordsSortKey>({ defaultSortKey: 'charge_time', defaultReverse: 1, rememberLimit: false });
  const params = useMemo(() => ({ ...list.params, resource: resourceId }), [list.params, resourceId]);
  const query = useGetChargeRecords(params, { query: { placeholderData: keepPreviousData } });
  const columns = useMemo<DataTableColumn<ChargeRecord, GetChargeRecordsSortKey>[]>(() => {
    const words = {
      h: (n: number) => t`${n} h`,
      m: (n: number) => t`${plural(n, { one: '# month', other: '# months' })}`,
      y: (n: number) => t`${plural(n, { one: '# year', other: '# years' })}`,
    };
    return [
      { id: 'time', header: t`Charged`, sortKey: 'charge_time', cell: (record) => formatDateTime(record.charge_time) },
      { id: 'sum', header: t`Amount`, sortKey: 'total_sum', align: 'end', cell: (record) => priceText(record.total_sum, record.currency) },
      { id: 'fee', header: t`List price`, align: 'end', cell: (record) => priceText(record.fee, record.currency) },
      { id: 'period', header: t`Period`, cell: (record) => chargePeriod(record.duration, words) },
      { id: 'remarks', header: t`Remarks`, cell: (record) => record.remarks || '-' },
    ];
  }, [t]);
  return (
    <DataTable
      label={t`Charge records`}
      columns={columns}
      rows={query.data?.charge_record_set}
      rowKey={(record) => record.charge_record_id}
      totalCount={query.data?.total_count}
      list={list}
      emptyText={t`No charge yet`}
      {...tableStateOf(query)}
    />
  );
}

export function ChargeRecordsDialog({
  resourceId,
  resourceName,
  open,
  onClose,
}: {
  resourceId: string;
  resourceName: string;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useLingui();
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Charge records of ${resourceName}`}
      size="xl"
      onConfirm={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <Text textStyle="xs" color="fg.muted" fontFamily="mono">
        {resourceId}
      </Text>
      <ChargeRecords resourceId={resourceId} />
    </ActionDialog>
  );
}
