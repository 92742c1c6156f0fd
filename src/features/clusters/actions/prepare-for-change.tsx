/**
 * The notice of a change (upgrade, resize) whose cluster is not in the state it starts from — EHPC clusters
 * stopped, HPC clusters active — with the stop or start that brings it there.
 */
import { Alert, Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useStartCluster, useStopCluster } from '@/api/generated/endpoints/clusters/clusters';
import { useFollowedChange } from '@/shared/actions';
import { requiredStatusForChange } from './cluster-action-rules';
import type { ClusterDialogProps } from './lifecycle-dialog';
import { CLUSTER_KEYS } from './refresh-keys';

/** Offers the stop or start that brings the cluster to the state a change (upgrade, resize) starts from. */
export function PrepareForChange({
  cluster,
  title,
  onStarted,
}: Pick<ClusterDialogProps, 'cluster'> & { title: ReactNode; onStarted(): void }) {
  const { t } = useLingui();
  const stop = useStopCluster();
  const start = useStartCluster();
  const name = cluster.cluster_name;
  const needsStop = requiredStatusForChange(cluster) === 'stopped';
  const action = useFollowedChange({
    send: (ids: string[]) => (needsStop ? stop : start).mutateAsync({ data: { cluster_ids: ids } }),
    refresh: CLUSTER_KEYS,
    messages: needsStop
      ? { success: t`Cluster ${name} is stopped`, failure: t`Stopping cluster ${name} failed` }
      : { success: t`Cluster ${name} is started`, failure: t`Starting cluster ${name} failed` },
  });
  const canPrepare = cluster.status === (needsStop ? 'active' : 'stopped') && !cluster.transition_status;
  return (
    <Alert.Root status="warning" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {needsStop ? <Trans>Stop the cluster first, then try again.</Trans> : <Trans>Start the cluster first, then try again.</Trans>}
        </Alert.Description>
        {canPrepare && (
          <Button
            size="xs"
            variant="outline"
            alignSelf="start"
            loading={action.sending}
            onClick={() => void action.run([cluster.cluster_id]).then((jobId) => jobId && onStarted())}
          >
            {needsStop ? <Trans>Stop cluster</Trans> : <Trans>Start cluster</Trans>}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
