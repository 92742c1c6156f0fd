/**
 * Start, stop and resume confirmations (cluster/startCluster, stopCluster, resumeCluster). Resume is for a cluster
 * suspended for arrears: the dialog shows what the cluster owes and the available balance, and the gateway
 * refuses with "Lack of balance" until the account is recharged.
 */
import { Alert, DataList, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGetArrearsInfos, useGetBalance } from '@/api/generated/endpoints/billing/billing';
import { useResumeCluster, useStartCluster, useStopCluster } from '@/api/generated/endpoints/clusters/clusters';
import type { Cluster } from '@/api/generated/model/cluster';
import { ActionDialog, useFollowedChange } from '@/shared/actions';
import { priceText } from '@/shared/node-spec';
import { CLUSTER_KEYS } from './refresh-keys';

export type LifecycleKind = 'start' | 'stop' | 'resume';

export interface ClusterDialogProps {
  cluster: Cluster;
  open: boolean;
  onClose(): void;
}

function ArrearsFacts({ clusterId }: { clusterId: string }) {
  const arrears = useGetArrearsInfos({ resource: clusterId });
  const balance = useGetBalance();
  const owed = arrears.data?.arrears_info_set.find((item) => item.resource_id === clusterId);
  const available = balance.data?.balance;
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>
          <Trans>Owed by the cluster</Trans>
        </DataList.ItemLabel>
        <DataList.ItemValue>{owed ? priceText(owed.amount, owed.currency) : arrears.isPending ? '…' : '-'}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          <Trans>Available balance</Trans>
        </DataList.ItemLabel>
        <DataList.ItemValue>
          {available ? priceText(available.available, available.currency) : balance.isPending ? '…' : '-'}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

export function LifecycleDialog({ kind, cluster, open, onClose }: ClusterDialogProps & { kind: LifecycleKind }) {
  const { t } = useLingui();
  const start = useStartCluster();
  const stop = useStopCluster();
  const resume = useResumeCluster();
  const name = cluster.cluster_name;
  const mutation = { start, stop, resume }[kind];
  const messages = {
    start: { success: t`Cluster ${name} is started`, failure: t`Starting cluster ${name} failed` },
    stop: { success: t`Cluster ${name} is stopped`, failure: t`Stopping cluster ${name} failed` },
    resume: { success: t`Cluster ${name} is resumed`, failure: t`Resuming cluster ${name} failed` },
  }[kind];
  const action = useFollowedChange({
    send: (ids: string[]) => mutation.mutateAsync({ data: { cluster_ids: ids } }),
    refresh: CLUSTER_KEYS,
    messages,
  });
  const confirm = async () => {
    if (await action.run([cluster.cluster_id])) onClose();
  };
  const title = { start: t`Start cluster`, stop: t`Stop cluster`, resume: t`Resume cluster` }[kind];
  return (
    <ActionDialog open={open} onClose={onClose} title={title} confirmLabel={title} busy={action.sending} onConfirm={confirm}>
      {kind === 'start' && (
        <Text>
          <Trans>Start cluster {name}? Its nodes are started and it becomes active.</Trans>
        </Text>
      )}
      {kind === 'stop' && (
        <>
          <Text>
            <Trans>Stop cluster {name}?</Trans>
          </Text>
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>Running jobs are stopped with the cluster.</Trans>
            </Alert.Title>
          </Alert.Root>
        </>
      )}
      {kind === 'resume' && (
        <>
          <Text>
            <Trans>
              Cluster {name} was suspended for arrears. Recharge your account first: the cluster resumes only when the balance covers what
              it owes.
            </Trans>
          </Text>
          {open && <ArrearsFacts clusterId={cluster.cluster_id} />}
        </>
      )}
    </ActionDialog>
  );
}
