/**
 * Cluster monitoring (/cluster_monitors): for the chosen cluster and range (hours), the cluster overview (CPU
 * system, CPU usage, memory usage, storage usage, system load), the GPU overview and the node overview.
 */
import { Alert, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MeterId } from '../../api/generated/model/meterId';
import type { MonitorRangeHours } from '../../api/generated/model/monitorRangeHours';
import { errorMessage } from '../../shared/errors/error-message';
import { ChartCard } from './chart-card';
import { meterOf, pointsOf } from '../../shared/monitor/meters';
import { CLUSTER_METERS, DEFAULT_RANGE_HOURS, GPU_METERS, METER_TITLES } from './monitor-data';
import { MonitorToolbar } from './monitor-toolbar';
import { NodeOverview } from './node-overview';
import { useMonitor, useMonitoredClusters } from './use-cluster-monitor';

function Charts({ query, ids, hours }: { query: ReturnType<typeof useMonitor>; ids: MeterId[]; hours: MonitorRangeHours }) {
  const { i18n } = useLingui();
  if (query.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(query.error)}</Alert.Title>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </Alert.Root>
    );
  }
  const meters = query.data?.meter_set;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2, '2xl': 3 }} gap="4">
      {ids.map((id) =>
        query.isLoading ? (
          <Skeleton key={id} height="280px" />
        ) : (
          <ChartCard key={id} title={i18n._(METER_TITLES[id]!)} unit={meterOf(meters, id)?.unit ?? ''} points={pointsOf(meterOf(meters, id))} longRange={hours > 24} />
        ),
      )}
    </SimpleGrid>
  );
}

export function ClusterMonitorScreen() {
  const { t } = useLingui();
  const { clusters, query: clusterQuery, firstActive } = useMonitoredClusters();
  const [chosen, setChosen] = useState<string>();
  const [hours, setHours] = useState<MonitorRangeHours>(DEFAULT_RANGE_HOURS);
  const clusterId = chosen ?? firstActive?.cluster_id;
  const cluster = useMonitor(clusterId, 'cluster', hours);
  const gpu = useMonitor(clusterId, 'gpu', hours);
  const node = useMonitor(clusterId, 'node', hours);
  const refresh = () => [cluster, gpu, node].forEach((query) => void query.refetch());

  if (clusterQuery.error) return <Text color="fg.error">{errorMessage(clusterQuery.error)}</Text>;
  if (!clusterQuery.isLoading && clusters.length === 0) return <Text color="fg.muted">{t`No clusters to monitor yet.`}</Text>;
  return (
    <Stack gap="6">
      <MonitorToolbar clusters={clusters} clusterId={clusterId} onCluster={setChosen} hours={hours} onHours={setHours} onRefresh={refresh} refreshing={cluster.isFetching || gpu.isFetching || node.isFetching} />
      <Stack as="section" gap="3" aria-labelledby="cluster-overview">
        <Heading as="h2" size="sm" id="cluster-overview">
          {t`Cluster overview`}
        </Heading>
        <Charts query={cluster} ids={CLUSTER_METERS} hours={hours} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="gpu-overview">
        <Heading as="h2" size="sm" id="gpu-overview">
          {t`GPU overview`}
        </Heading>
        <Charts query={gpu} ids={GPU_METERS} hours={hours} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="node-overview">
        <Heading as="h2" size="sm" id="node-overview">
          {t`Node overview`}
        </Heading>
        <NodeOverview meters={node.data?.meter_set} loading={node.isLoading} error={node.error} onRetry={() => void node.refetch()} />
      </Stack>
    </Stack>
  );
}
