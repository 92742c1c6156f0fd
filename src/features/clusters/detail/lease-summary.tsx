/**
 * The head of the cluster's billing tab: its charge mode, the account's balance and what the cluster owes
 * (GetArrearsInfos), with the billing-info, charging (charge records) and resizing modals; a cluster suspended for
 * arrears offers its resume once the account is recharged.
 */
import { Alert, Button, HStack, SimpleGrid, Stat, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useGetArrearsInfos, useGetBalance } from '@/api/generated/endpoints/billing/billing';
import type { Cluster } from '@/api/generated/model/cluster';
import { formatDateTime } from '@/shared/format';
import { priceText } from '@/shared/node-spec';
import { useFeature, useSession } from '@/shared/session/session-context';
import { actionEnabled, actionShown } from '../actions/cluster-action-rules';
import { LazyClusterActionDialog } from '../actions/lazy-cluster-action-dialog';
import { PAID_TYPE_LABELS } from '../cluster-labels';
import { BillingInfoDialog, isReserved } from './billing-info-dialog';
import { ChargeRecordsDialog } from './charge-records-dialog';

type Modal = 'billing' | 'charges' | 'resize' | 'resume';

export function LeaseSummary({ cluster }: { cluster: Cluster }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const sharingOn = useFeature('shared_cluster');
  const [modal, setModal] = useState<Modal | null>(null);
  const arrears = useGetArrearsInfos({ resource: cluster.cluster_id });
  const balance = useGetBalance();
  const owed = arrears.data?.arrears_info_set.find((item) => item.resource_id === cluster.cluster_id);
  const money = balance.data?.balance;
  const context = { user, sharingOn };
  const canResize = actionShown('resize', cluster, context);
  const canResume = actionShown('resume', cluster, context) && actionEnabled('resume', cluster);
  const since = formatDateTime(owed?.since);
  const expires = formatDateTime(cluster.expire_time);
  const frozen = money ? priceText(money.frozen, money.currency) : '-';
  const close = () => setModal(null);
  return (
    <>
      {cluster.status === 'suspended' && (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The cluster is suspended for arrears</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>Recharge your account, then resume the cluster.</Trans>
            </Alert.Description>
          </Alert.Content>
          {canResume && (
            <Button size="sm" variant="outline" alignSelf="center" onClick={() => setModal('resume')}>
              <Trans>Resume</Trans>
            </Button>
          )}
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="3">
        <Stat.Root borderWidth="1px" rounded="md" p="4">
          <Stat.Label>
            <Trans>Charge mode</Trans>
          </Stat.Label>
          <Stat.ValueText textStyle="lg">{i18n._(PAID_TYPE_LABELS[isReserved(cluster) ? 1 : 0])}</Stat.ValueText>
          {cluster.expire_time && (
            <Stat.HelpText as="dd">
              <Trans>Expires {expires}</Trans>
            </Stat.HelpText>
          )}
        </Stat.Root>
        <Stat.Root borderWidth="1px" rounded="md" p="4">
          <Stat.Label>
            <Trans>Available balance</Trans>
          </Stat.Label>
          <Stat.ValueText textStyle="lg" color={money && money.available < 0 ? 'fg.error' : undefined}>
            {money ? priceText(money.available, money.currency) : '-'}
          </Stat.ValueText>
          {money && <Stat.HelpText as="dd">{t`Frozen: ${frozen}`}</Stat.HelpText>}
        </Stat.Root>
        <Stat.Root borderWidth="1px" rounded="md" p="4">
          <Stat.Label>
            <Trans>Arrears of the cluster</Trans>
          </Stat.Label>
          <Stat.ValueText textStyle="lg" color={owed ? 'fg.error' : undefined}>
            {owed ? priceText(owed.amount, owed.currency) : arrears.isSuccess ? t`None` : '-'}
          </Stat.ValueText>
          {owed && <Stat.HelpText as="dd">{t`Since ${since}`}</Stat.HelpText>}
        </Stat.Root>
      </SimpleGrid>
      <Wrap gap="2">
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setModal('billing')}>
            <Trans>Billing info</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setModal('charges')}>
            <Trans>Charge records</Trans>
          </Button>
          {canResize && (
            <Button size="sm" variant="outline" disabled={!actionEnabled('resize', cluster)} onClick={() => setModal('resize')}>
              <Trans>Resize</Trans>
            </Button>
          )}
        </HStack>
      </Wrap>
      {modal === 'billing' && <BillingInfoDialog cluster={cluster} open onClose={close} />}
      {modal === 'charges' && (
        <ChargeRecordsDialog resourceId={cluster.cluster_id} resourceName={cluster.cluster_name} open onClose={close} />
      )}
      {(modal === 'resize' || modal === 'resume') && <LazyClusterActionDialog action={modal} cluster={cluster} onClose={close} />}
    </>
  );
}
