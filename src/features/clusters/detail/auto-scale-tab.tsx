/**
 * The EHPC cluster's auto-scaling tab (queue/ehpc/getStrategyList and getStrategyLogList): the expand and shrink
 * policies of its queues with their conditions, enablement and state, then the history of their runs. Policies
 * sort by create_time, history by op_time (section 9).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListStrategies, useListStrategyLogs } from '../../../api/generated/endpoints/strategies/strategies';
import type { Cluster } from '../../../api/generated/model/cluster';
import type { ListStrategiesSortKey } from '../../../api/generated/model/listStrategiesSortKey';
import type { ListStrategyLogsSortKey } from '../../../api/generated/model/listStrategyLogsSortKey';
import type { Strategy } from '../../../api/generated/model/strategy';
import type { StrategyLog } from '../../../api/generated/model/strategyLog';
import { formatDateTime } from '../../../shared/format';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '../../../shared/ui/data-table';
import { StatusBadge } from '../../../shared/ui/status-badge';

function useOpTypeLabel() {
  const { t } = useLingui();
  return (opType: Strategy['op_type']) => (opType === 'expand' ? t`Expand` : t`Shrink`);
}

function PolicyTable({ clusterId }: { clusterId: string }) {
  const { t } = useLingui();
  const opType = useOpTypeLabel();
  const list = useListParams<ListStrategiesSortKey>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, cluster_id: clusterId }), [list.params, clusterId]);
  const query = useListStrategies(params, {
    query: { placeholderData: keepPreviousData, refetchInterval: (current) => (current.state.data?.ehpc_queue_strategy_set.some((item) => item.op_status === 'Enabling') ? 10_000 : false) },
  });
  const columns = useMemo<DataTableColumn<Strategy, ListStrategiesSortKey>[]>(
    () => [
      { id: 'queue', header: t`Queue`, sortKey: 'queue_name', cell: (item) => item.queue_name ?? item.queue_id },
      { id: 'type', header: t`Policy`, cell: (item) => opType(item.op_type) },
      {
        id: 'condition',
        header: t`Condition`,
        cell: (item) => {
          const cores = item.queued_cores;
          const idle = item.reserved_idle_nodes;
          return item.op_type === 'expand' ? <Trans>Queued cores ≥ {cores}</Trans> : <Trans>Keep {idle} idle nodes</Trans>;
        },
      },
      {
        id: 'step',
        header: t`Nodes per run / maximum`,
        cell: (item) => (item.max_nodes === undefined ? String(item.node_step) : `${item.node_step} / ${item.max_nodes}`),
      },
      {
        id: 'frequency',
        header: t`Check every`,
        cell: (item) => {
          const minutes = item.check_frequency;
          return <Trans>{minutes} min</Trans>;
        },
      },
      { id: 'enabled', header: t`Enablement`, cell: (item) => <StatusBadge status={item.op_is_enabled === 1 ? 'enabled' : 'disabled'} /> },
      { id: 'state', header: t`State`, cell: (item) => <StatusBadge status={item.op_status} /> },
      { id: 'last', header: t`Last run`, sortKey: 'last_exec_time', cell: (item) => formatDateTime(item.last_exec_time) },
      { id: 'created', header: t`Created`, sortKey: 'create_time', cell: (item) => formatDateTime(item.create_time) },
    ],
    [t, opType],
  );
  return (
    <DataTable
      label={t`Auto-scaling policies`}
      columns={columns}
      rows={query.data?.ehpc_queue_strategy_set}
      rowKey={(item) => item.strategy_id}
      totalCount={query.data?.total_count}
      list={list}
      emptyText={t`No auto-scaling policy on this cluster`}
      {...tableStateOf(query)}
    />
  );
}

function HistoryTable({ clusterId }: { clusterId: string }) {
  const { t } = useLingui();
  const opType = useOpTypeLabel();
  const list = useListParams<ListStrategyLogsSortKey>({ defaultSortKey: 'op_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, cluster_id: clusterId }), [list.params, clusterId]);
  const query = useListStrategyLogs(params, { query: { placeholderData: keepPreviousData } });
  const columns = useMemo<DataTableColumn<StrategyLog, ListStrategyLogsSortKey>[]>(
    () => [
      { id: 'time', header: t`Time`, sortKey: 'op_time', cell: (log) => formatDateTime(log.op_time) },
      { id: 'queue', header: t`Queue`, cell: (log) => log.queue_name ?? log.queue_id },
      { id: 'type', header: t`Policy`, cell: (log) => opType(log.op_type) },
      { id: 'status', header: t`Result`, cell: (log) => <StatusBadge status={log.op_status} /> },
      {
        id: 'nodes',
        header: t`Compute nodes`,
        cell: (log) => (log.node_count_before === undefined ? '-' : `${log.node_count_before} → ${log.node_count_after ?? log.node_count_before}`),
      },
      {
        id: 'message',
        header: t`Details`,
        cell: (log) => (
          <Text textStyle="sm" color="fg.muted">
            {log.message ?? '-'}
          </Text>
        ),
      },
    ],
    [t, opType],
  );
  return (
    <DataTable
      label={t`Auto-scaling history`}
      columns={columns}
      rows={query.data?.ehpc_queue_strategy_log_set}
      rowKey={(log) => log.log_id}
      totalCount={query.data?.total_count}
      list={list}
      emptyText={t`No policy has run yet`}
      {...tableStateOf(query)}
    />
  );
}

export function AutoScaleTab({ cluster }: { cluster: Cluster }) {
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h3" size="md" mb="3">
          <Trans>Policies</Trans>
        </Heading>
        <PolicyTable clusterId={cluster.cluster_id} />
      </Box>
      <Box>
        <Heading as="h3" size="md" mb="3">
          <Trans>History</Trans>
        </Heading>
        <HistoryTable clusterId={cluster.cluster_id} />
      </Box>
    </Stack>
  );
}
