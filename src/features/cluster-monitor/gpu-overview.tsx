/**
 * The GPU overview: the cluster's GPU usage and GPU memory usage over the range (GetClusterMonitor, gpu), and per
 * GPU node its GPUs and latest figures (GetRecentMetricData) in the usage colours. A cluster without GPU nodes says so.
 */
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Metric } from '@/api/generated/model/metric';
import type { MonitorRangeHours } from '@/api/generated/model/monitorRangeHours';
import type { Node } from '@/api/generated/model/node';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { GPU_METERS, nodeLabel, recentByNode, type NodeFigures } from './monitor-data';
import { NodeName } from './node-overview';
import { OverviewCharts, QueryError } from './overview-charts';
import type { useMonitor } from './use-cluster-monitor';
import { UsageBar } from './usage-bar';

export interface GpuOverviewProps {
  query: ReturnType<typeof useMonitor>;
  hours: MonitorRangeHours;
  nodes: Node[] | undefined;
  nodesLoading: boolean;
  nodesError: unknown;
  onNodesRetry(): void;
  recent: Metric[] | undefined;
  recentLoading: boolean;
  recentError: unknown;
  onRecentRetry(): void;
}

export function gpuNodes(nodes: Node[] | undefined): Node[] {
  return (nodes ?? []).filter((node) => (node.gpu ?? 0) > 0);
}

export function GpuOverview({
  query,
  hours,
  nodes,
  nodesLoading,
  nodesError,
  onNodesRetry,
  recent,
  recentLoading,
  recentError,
  onRecentRetry,
}: GpuOverviewProps) {
  const { t } = useLingui();
  const columns = useMemo<DataTableColumn<NodeFigures>[]>(
    () => [
      { id: 'node', header: t`Node`, cell: (row) => <NodeName row={row} /> },
      { id: 'gpus', header: t`GPUs`, align: 'end', cell: (row) => row.node?.gpu ?? '-' },
      { id: 'gpu', header: t`GPU usage`, cell: (row) => <UsageBar percent={row.values.gpu_usage} label={t`GPU usage`} /> },
      {
        id: 'gpu_memory',
        header: t`GPU memory usage`,
        cell: (row) => <UsageBar percent={row.values.gpu_memory_usage} label={t`GPU memory usage`} />,
      },
    ],
    [t],
  );
  if (nodesError) return <QueryError error={nodesError} onRetry={onNodesRetry} />;
  if (nodesLoading) return <Skeleton height="120px" />;
  const withGpu = gpuNodes(nodes);
  if (withGpu.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm">
        {t`This cluster has no GPU nodes.`}
      </Text>
    );
  }
  const values = recentByNode(recent);
  const rows = withGpu.map((node) => ({ tag: nodeLabel(node), node, values: values.get(nodeLabel(node)) ?? {} }));
  return (
    <Stack gap="4">
      <OverviewCharts query={query} ids={GPU_METERS} hours={hours} />
      <DataTable
        label={t`GPU nodes`}
        columns={columns}
        rows={recentLoading ? undefined : rows}
        rowKey={(row) => row.node.node_id}
        loading={recentLoading}
        error={recentError}
        onRetry={onRecentRetry}
      />
    </Stack>
  );
}
