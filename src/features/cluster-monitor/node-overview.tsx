/**
 * The node overview: nodes by status (GetClusterMonitor, node), and each node's latest CPU, memory, storage usage
 * and load (GetRecentMetricData over the cluster) in the usage colours; a node's name leads to its charts.
 */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Meter } from '@/api/generated/model/meter';
import type { Metric } from '@/api/generated/model/metric';
import type { Node } from '@/api/generated/model/node';
import { formatDateTime, formatNumber } from '@/shared/format';
import { meterOf, recordsOf } from '@/shared/monitor/meters';
import { NodeMonitorLink } from '@/shared/routing/node-monitor-link';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { statusColor, statusMessage } from '@/shared/ui/status-badge';
import { nodeFigures, sampledAt, type NodeFigures } from './monitor-data';
import { UsageBar } from './usage-bar';

export interface NodeOverviewProps {
  /** GetClusterMonitor's node meters (node_status). */
  meters: Meter[] | undefined;
  /** GetRecentMetricData over the cluster. */
  recent: Metric[] | undefined;
  nodes: Node[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
}

/** A node's name, linked to its charts when the cluster's list has it. */
export function NodeName({ row }: { row: Pick<NodeFigures, 'tag' | 'node'> }) {
  return row.node ? <NodeMonitorLink node={row.node}>{row.tag}</NodeMonitorLink> : <Text>{row.tag}</Text>;
}

/** When the latest values were sampled, in the console's time zone (ADR 0014). */
export function SampledAt({ time }: { time: string }) {
  const { t } = useLingui();
  const shown = formatDateTime(time);
  return (
    <Text textStyle="xs" color="fg.muted">
      {t`Latest values at ${shown}`}
    </Text>
  );
}

function StatusCounts({ meters }: { meters: Meter[] | undefined }) {
  const { t, i18n } = useLingui();
  const statuses = recordsOf(meterOf(meters, 'node_status'));
  return (
    <HStack gap="2" wrap="wrap">
      <Text textStyle="sm" color="fg.muted">
        {t`Nodes by status`}
      </Text>
      {statuses.length === 0 && <Text textStyle="sm">-</Text>}
      {statuses.map((record) => {
        const message = statusMessage(record.label);
        return (
          <Badge key={record.label} colorPalette={statusColor(record.label)} variant="subtle">
            {message ? i18n._(message) : record.label} {record.value ?? '-'}
          </Badge>
        );
      })}
    </HStack>
  );
}

export function NodeOverview({ meters, recent, nodes, loading, error, onRetry }: NodeOverviewProps) {
  const { t } = useLingui();
  const columns = useMemo<DataTableColumn<NodeFigures>[]>(
    () => [
      { id: 'node', header: t`Node`, cell: (row) => <NodeName row={row} /> },
      { id: 'cpu', header: t`CPU usage`, cell: (row) => <UsageBar percent={row.values.cpu_usage} label={t`CPU usage`} /> },
      { id: 'memory', header: t`Memory usage`, cell: (row) => <UsageBar percent={row.values.memory_usage} label={t`Memory usage`} /> },
      { id: 'storage', header: t`Storage usage`, cell: (row) => <UsageBar percent={row.values.storage_usage} label={t`Storage usage`} /> },
      {
        id: 'load',
        header: t`System load`,
        align: 'end',
        cell: (row) => (typeof row.values.system_load === 'number' ? formatNumber(row.values.system_load, 2) : '-'),
      },
    ],
    [t],
  );
  const time = sampledAt(recent);
  return (
    <Stack gap="3">
      <StatusCounts meters={meters} />
      <DataTable
        label={t`Node usage`}
        caption={time && <SampledAt time={time} />}
        columns={columns}
        rows={loading ? undefined : nodeFigures(recent, nodes)}
        rowKey={(row, index) => row.node?.node_id ?? `${row.tag}#${index}`}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={t`No nodes reported`}
      />
    </Stack>
  );
}
