/**
 * The cluster's auto-scale policies (queue/ehpc/getStrategyList), newest first by create_time (section 9): each
 * policy's queue, type, condition, nodes per run and maximum, check frequency, enablement and state (section 4:
 * Running, Enabling, Disabled), its last run; and, for who may change the cluster, its actions. Refreshes while a
 * policy is Enabling.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListStrategies } from '../../api/generated/endpoints/strategies/strategies';
import type { ListStrategiesSortKey } from '../../api/generated/model/listStrategiesSortKey';
import type { Strategy } from '../../api/generated/model/strategy';
import { formatDateTime } from '../../shared/format';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '../../shared/ui/data-table';
import { StatusBadge } from '../../shared/ui/status-badge';
import { PolicyActions } from './policy-actions';
import { POLICY_TYPE_LABELS } from './policy-form';

const ENABLING_REFRESH_MS = 5_000;

export function PolicyTable({ clusterId, canChange }: { clusterId: string; canChange: boolean }) {
  const { t, i18n } = useLingui();
  const list = useListParams<ListStrategiesSortKey>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, cluster_id: clusterId }), [list.params, clusterId]);
  const query = useListStrategies(params, {
    query: { placeholderData: keepPreviousData, refetchInterval: (current) => (current.state.data?.ehpc_queue_strategy_set.some((item) => item.op_status === 'Enabling') ? ENABLING_REFRESH_MS : false) },
  });
  const columns = useMemo<DataTableColumn<Strategy, ListStrategiesSortKey>[]>(() => {
    const all: DataTableColumn<Strategy, ListStrategiesSortKey>[] = [
      { id: 'queue', header: t`Queue`, sortKey: 'queue_name', cell: (item) => item.queue_name ?? item.queue_id },
      { id: 'type', header: t`Policy`, cell: (item) => i18n._(POLICY_TYPE_LABELS[item.op_type]) },
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
    ];
    if (canChange) all.push({ id: 'actions', header: t`Actions`, cell: (item) => <PolicyActions clusterId={clusterId} policy={item} /> });
    return all;
  }, [t, i18n, canChange, clusterId]);
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
