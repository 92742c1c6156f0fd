/**
 * The auto-scale history (queue/ehpc/getStrategyLogList): every run of the cluster's policies, newest first by
 * op_time (section 9), filtered by type, result, enablement and queues; each run that added or removed nodes opens
 * them (RunNodes).
 */
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListStrategyLogs } from '@/api/generated/endpoints/strategies/strategies';
import type { ListStrategyLogsSortKey } from '@/api/generated/model/listStrategyLogsSortKey';
import type { StrategyLog } from '@/api/generated/model/strategyLog';
import { formatDateTime } from '@/shared/format';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { LogFilters, type LogFilterValues } from './log-filters';
import { POLICY_TYPE_LABELS } from './policy-labels';
import { RunNodes } from './run-nodes';
import { whileOffline } from '@/shared/live/live-state';

/** Refreshes while a run is under way, and now and then for new runs. */
const LOG_REFRESH_MS = 10_000;

export function LogTable({ clusterId, nodeListPath }: { clusterId: string; nodeListPath: string }) {
  const { t, i18n } = useLingui();
  const list = useListParams<ListStrategyLogsSortKey, LogFilterValues>({ defaultSortKey: 'op_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, cluster_id: clusterId }), [list.params, clusterId]);
  const query = useListStrategyLogs(params, {
    query: { placeholderData: keepPreviousData, refetchInterval: () => whileOffline(LOG_REFRESH_MS) },
  });
  const columns = useMemo<DataTableColumn<StrategyLog, ListStrategyLogsSortKey>[]>(
    () => [
      { id: 'time', header: t`Time`, sortKey: 'op_time', cell: (log) => formatDateTime(log.op_time) },
      { id: 'queue', header: t`Queue`, cell: (log) => log.queue_name ?? log.queue_id },
      { id: 'type', header: t`Policy`, cell: (log) => i18n._(POLICY_TYPE_LABELS[log.op_type]) },
      { id: 'status', header: t`Result`, cell: (log) => <StatusBadge status={log.op_status} /> },
      { id: 'nodes', header: t`Compute nodes`, cell: (log) => <RunNodes run={log} nodeListPath={nodeListPath} /> },
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
    [t, i18n, nodeListPath],
  );
  return (
    <>
      <LogFilters clusterId={clusterId} filters={list.filters} onChange={list.setFilters} />
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
    </>
  );
}
