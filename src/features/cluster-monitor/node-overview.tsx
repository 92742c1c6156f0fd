/** The node overview: nodes by status, and each node's latest CPU and memory usage. */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Meter } from '../../api/generated/model/meter';
import { statusColor, statusMessage } from '../../shared/ui/status-badge';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table';
import { meterOf, recordsOf } from '../../shared/monitor/meters';
import { UsageBar } from './usage-bar';

interface NodeUsage {
  node: string;
  cpu: number | null;
  memory: number | null;
}

export function nodeUsages(meters: Meter[] | undefined): NodeUsage[] {
  const rows = new Map<string, NodeUsage>();
  const row = (node: string) => rows.get(node) ?? rows.set(node, { node, cpu: null, memory: null }).get(node)!;
  recordsOf(meterOf(meters, 'node_cpu_usage')).forEach((record) => (row(record.label).cpu = record.value));
  recordsOf(meterOf(meters, 'node_memory_usage')).forEach((record) => (row(record.label).memory = record.value));
  return [...rows.values()];
}

export function NodeOverview({ meters, loading, error, onRetry }: { meters: Meter[] | undefined; loading: boolean; error: unknown; onRetry(): void }) {
  const { t, i18n } = useLingui();
  const statuses = recordsOf(meterOf(meters, 'node_status'));
  const columns = useMemo<DataTableColumn<NodeUsage>[]>(
    () => [
      { id: 'node', header: t`Node`, cell: (row) => row.node },
      { id: 'cpu', header: t`CPU usage`, cell: (row) => <UsageBar percent={row.cpu} label={t`CPU usage`} /> },
      { id: 'memory', header: t`Memory usage`, cell: (row) => <UsageBar percent={row.memory} label={t`Memory usage`} /> },
    ],
    [t],
  );
  return (
    <Stack gap="3">
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
      <DataTable label={t`Node usage`} columns={columns} rows={loading ? undefined : nodeUsages(meters)} rowKey={(row) => row.node} loading={loading} error={error} onRetry={onRetry} emptyText={t`No nodes reported`} />
    </Stack>
  );
}
