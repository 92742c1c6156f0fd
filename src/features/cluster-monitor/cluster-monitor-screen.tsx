/**
 * Cluster monitoring (/cluster_monitors): for the chosen cluster and range (hours), the cluster overview (CPU
 * system, CPU usage, memory usage, storage usage, system load), the GPU overview and the node overview; with
 * ?node=<node_id> one node's charts instead (ADR 0028). ?cluster=<cluster_id> chooses the cluster.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useIsFetching, useQueryClient, type Query } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MonitorRangeHours } from '@/api/generated/model/monitorRangeHours';
import { errorMessage } from '@/shared/errors/error-message';
import { MONITOR_CLUSTER_PARAM, MONITOR_NODE_PARAM } from '@/shared/routing/node-monitor-link';
import { GpuOverview } from './gpu-overview';
import { CLUSTER_METERS, DEFAULT_RANGE_HOURS, GPU_FIGURES, NODE_FIGURES } from './monitor-data';
import { MonitorToolbar } from './monitor-toolbar';
import { NodeCharts } from './node-charts';
import { NodeOverview } from './node-overview';
import { OverviewCharts } from './overview-charts';
import { useClusterNodes, useMonitor, useMonitoredClusters, useRecentMetrics } from './use-cluster-monitor';

/** The monitors' own queries (and the node list they read), refreshed together. */
const isMonitorQuery = (query: Query) =>
  typeof query.queryKey[0] === 'string' && /^\/(monitor\/|cluster\/listNodes)/.test(query.queryKey[0]);

function Overviews({ clusterId, hours }: { clusterId: string | undefined; hours: MonitorRangeHours }) {
  const { t } = useLingui();
  const cluster = useMonitor(clusterId, 'cluster', hours);
  const gpu = useMonitor(clusterId, 'gpu', hours);
  const node = useMonitor(clusterId, 'node', hours);
  const nodes = useClusterNodes(clusterId);
  const recent = useRecentMetrics(clusterId, [...NODE_FIGURES, ...GPU_FIGURES]);
  const nodeSet = nodes.data?.node_set;
  return (
    <>
      <Stack as="section" gap="3" aria-labelledby="cluster-overview">
        <Heading as="h2" size="sm" id="cluster-overview">
          {t`Cluster overview`}
        </Heading>
        <OverviewCharts query={cluster} ids={CLUSTER_METERS} hours={hours} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="gpu-overview">
        <Heading as="h2" size="sm" id="gpu-overview">
          {t`GPU overview`}
        </Heading>
        <GpuOverview
          query={gpu}
          hours={hours}
          nodes={nodeSet}
          nodesLoading={nodes.isLoading}
          nodesError={nodes.error}
          onNodesRetry={() => void nodes.refetch()}
          recent={recent.data?.data}
          recentLoading={recent.isLoading}
          recentError={recent.error}
          onRecentRetry={() => void recent.refetch()}
        />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="node-overview">
        <Heading as="h2" size="sm" id="node-overview">
          {t`Node overview`}
        </Heading>
        <NodeOverview
          meters={node.data?.meter_set}
          recent={recent.data?.data}
          nodes={nodeSet}
          loading={recent.isLoading || node.isLoading}
          error={recent.error ?? node.error}
          onRetry={() => [node, recent].forEach((query) => void query.refetch())}
        />
      </Stack>
    </>
  );
}

export function ClusterMonitorScreen() {
  const { t } = useLingui();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const { clusters, query: clusterQuery, firstActive } = useMonitoredClusters();
  const [hours, setHours] = useState<MonitorRangeHours>(DEFAULT_RANGE_HOURS);
  /** The end of a node's charts' range: now when the page opens, the range changes or the user refreshes. */
  const [until, setUntil] = useState(() => Date.now());
  const fetching = useIsFetching({ predicate: isMonitorQuery }) > 0;
  const clusterId = search.get(MONITOR_CLUSTER_PARAM) ?? firstActive?.cluster_id;
  const nodeId = search.get(MONITOR_NODE_PARAM) ?? undefined;
  const nodes = useClusterNodes(nodeId ? clusterId : undefined);

  const chooseCluster = (id: string) => setSearch({ [MONITOR_CLUSTER_PARAM]: id });
  const chooseHours = (next: MonitorRangeHours) => {
    setHours(next);
    setUntil(Date.now());
  };
  const refresh = () => {
    setUntil(Date.now());
    void client.invalidateQueries({ predicate: isMonitorQuery });
  };
  const overview = new URLSearchParams(search);
  overview.delete(MONITOR_NODE_PARAM);

  if (clusterQuery.error) return <Text color="fg.error">{errorMessage(clusterQuery.error)}</Text>;
  if (!clusterQuery.isPending && clusters.length === 0) return <Text color="fg.muted">{t`No clusters to monitor yet.`}</Text>;
  return (
    <Stack gap="6">
      <MonitorToolbar
        clusters={clusters}
        clusterId={clusterId}
        onCluster={chooseCluster}
        hours={hours}
        onHours={chooseHours}
        onRefresh={refresh}
        refreshing={fetching}
      />
      {nodeId ? (
        <NodeCharts
          nodeId={nodeId}
          node={nodes.data?.node_set.find((node) => node.node_id === nodeId)}
          hours={hours}
          until={until}
          backTo={`?${overview.toString()}`}
        />
      ) : (
        <Overviews clusterId={clusterId} hours={hours} />
      )}
    </Stack>
  );
}
