/**
 * The billing-info modal of a cluster: its charge mode (a duration above 0 is the monthly Reserved mode, else the
 * elastic PayForUsed one — section 4), the period and renewal of a Reserved cluster, what its billed resources
 * cost per hour or per month (rent/cluster/privateResourceInfo), what its bills of the last 30 days add up to
 * (rent/cluster/billInfo), and the account's balance (GetBalance).
 */
import { plural } from '@lingui/core/macro';
import { Button, DataList } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGetBalance, useGetClusterBillInfo, useGetPrivateResourceInfo } from '@/api/generated/endpoints/billing/billing';
import type { Cluster } from '@/api/generated/model/cluster';
import { PaidTypeName } from '@/api/generated/model/paidTypeName';
import { ActionDialog } from '@/shared/actions';
import { formatDateTime } from '@/shared/format';
import { priceText } from '@/shared/node-spec';
import { DataListItem } from '@/shared/ui/data-list-item';
import { PAID_TYPE_LABELS } from '../cluster-labels';

/** Section 4: a duration greater than 0 is the monthly (Reserved) charge mode, otherwise the elastic one. */
export function isReserved(cluster: Pick<Cluster, 'duration' | 'paid_type'>): boolean {
  return (cluster.duration ?? 0) > 0 || cluster.paid_type === 1;
}

export function BillingInfoDialog({ cluster, open, onClose }: { cluster: Cluster; open: boolean; onClose(): void }) {
  const { t, i18n } = useLingui();
  const reserved = isReserved(cluster);
  const resources = useGetPrivateResourceInfo(
    { cluster_id: cluster.cluster_id, paid_type: reserved ? PaidTypeName.Reserved : PaidTypeName.PayForUsed, limit: 10, offset: 0 },
    { query: { enabled: open } },
  );
  const bills = useGetClusterBillInfo({ cluster_id: cluster.cluster_id, limit: 10, offset: 0 }, { query: { enabled: open } });
  const balance = useGetBalance(undefined, { query: { enabled: open } });
  const cost = resources.data ? priceText(resources.data.total_cost, resources.data.currency) : '…';
  const billed = bills.data ? priceText(bills.data.total_sum, bills.data.currency) : '…';
  const money = balance.data?.balance;
  const months = cluster.duration ?? 0;
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t`Billing info`}
      onConfirm={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <DataList.Root orientation="horizontal" size="sm">
        <DataListItem label={<Trans>Charge mode</Trans>}>{i18n._(PAID_TYPE_LABELS[reserved ? 1 : 0])}</DataListItem>
        {reserved && (
          <DataListItem label={<Trans>Period</Trans>}>{t`${plural(months, { one: '# month', other: '# months' })}`}</DataListItem>
        )}
        {reserved && <DataListItem label={<Trans>Auto-renewal</Trans>}>{cluster.is_auto_renewal === 1 ? t`Yes` : t`No`}</DataListItem>}
        {reserved && <DataListItem label={<Trans>Expires</Trans>}>{formatDateTime(cluster.expire_time)}</DataListItem>}
        <DataListItem label={reserved ? <Trans>Resources per month</Trans> : <Trans>Resources per hour</Trans>}>{cost}</DataListItem>
        <DataListItem label={<Trans>Bills of the last 30 days</Trans>}>{billed}</DataListItem>
        <DataListItem label={<Trans>Available balance</Trans>}>{money ? priceText(money.available, money.currency) : '…'}</DataListItem>
        <DataListItem label={<Trans>Frozen</Trans>}>{money ? priceText(money.frozen, money.currency) : '…'}</DataListItem>
      </DataList.Root>
    </ActionDialog>
  );
}
