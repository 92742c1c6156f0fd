/**
 * Choosing compute nodes of an EHPC cluster: each node with its status, the queues it is in now and its load (cores
 * taken by running jobs, in the usage colours). Nodes `unavailable` answers a reason for cannot be chosen, the
 * reason shown beside them (e.g. already in the queue, running jobs).
 */
import { plural } from '@lingui/core/macro';
import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatNumber, usageColor, usagePercent } from '@/shared/format';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import type { ComputeNode } from './use-compute-nodes';

export interface NodePickerProps {
  label: string;
  rows: readonly ComputeNode[] | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?(): void;
  chosen: ReadonlySet<string>;
  onChange(chosen: Set<string>): void;
  /** Why a node cannot be chosen, or undefined when it can. */
  unavailable?(node: ComputeNode): string | undefined;
  emptyText?: string;
}

export function NodePicker({ label, rows, loading, error, onRetry, chosen, onChange, unavailable, emptyText }: NodePickerProps) {
  const { t } = useLingui();
  const columns = useMemo<DataTableColumn<ComputeNode>[]>(
    () => [
      {
        id: 'name',
        header: t`Node`,
        cell: (row) => {
          const reason = unavailable?.(row);
          return (
            <Stack gap="0">
              <Text fontWeight="medium">{row.node.hostname ?? row.node.name ?? row.node.node_id}</Text>
              <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                {row.node.node_id}
              </Text>
              {reason && (
                <Text textStyle="xs" color="fg.muted">
                  {reason}
                </Text>
              )}
            </Stack>
          );
        },
      },
      { id: 'status', header: t`Status`, cell: (row) => <StatusBadge status={row.node.status} /> },
      { id: 'queues', header: t`Current queues`, cell: (row) => (row.queues.length ? row.queues.join(t`, `) : t`None`) },
      {
        id: 'load',
        header: t`Load`,
        align: 'end',
        cell: (row) => {
          const percent = usagePercent(row.usedCores, row.cores);
          const color = usageColor(percent);
          const used = row.usedCores;
          const cores = row.cores;
          const shown = formatNumber(percent, 0);
          return (
            <Text
              color={color === 'green' ? undefined : `${color}.fg`}
            >{t`${used} / ${plural(cores, { one: '# core', other: '# cores' })} (${shown}%)`}</Text>
          );
        },
      },
    ],
    [t, unavailable],
  );
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.node.node_id}
      emptyText={emptyText ?? t`The cluster has no compute node`}
      loading={loading}
      error={error}
      onRetry={onRetry}
      selection={{ selected: chosen, onChange, isSelectable: (row) => !unavailable?.(row) }}
    />
  );
}
