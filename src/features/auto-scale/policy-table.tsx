/**
 * The cluster's auto-scale policies (queue/ehpc/getStrategyList), newest first by create_time (section 9): each
 * policy's queue, type, condition, nodes per run and maximum, check frequency, enablement and state (section 4:
 * Running, Enabling, Disabled), its last run; and, for who may change the cluster, its actions. Refreshes while a
 * policy is Enabling.
 */
import { Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListStrategies, usePreviewStrategies } from '@/api/generated/endpoints/strategies/strategies';
import type { ListStrategiesSortKey } from '@/api/generated/model/listStrategiesSortKey';
import type { Strategy } from '@/api/generated/model/strategy';
import type { StrategyPreview } from '@/api/generated/model/strategyPreview';
import { formatDateTime } from '@/shared/format';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { PolicyActions } from './policy-actions';
import { POLICY_TYPE_LABELS } from './policy-labels';
import { whileOffline } from '@/shared/live/live-state';

const ENABLING_REFRESH_MS = 5_000;
/** The dry run follows the queue's jobs and nodes: read again now and then. */
const PREVIEW_REFRESH_MS = 30_000;

/** When the policy is checked next and what a check now would do (previewStrategies: the gateway's own rule, ADR 0019). */
function NextCheck({ preview }: { preview?: StrategyPreview }) {
  if (!preview) return <Text>-</Text>;
  return (
    <Stack gap="0.5" maxW="64">
      <Text>{preview.next_check_time ? formatDateTime(preview.next_check_time) : '-'}</Text>
      <Text textStyle="xs" color={preview.outcome === 'expand' || preview.outcome === 'shrink' ? 'fg.info' : 'fg.muted'}>
        {preview.message}
      </Text>
    </Stack>
  );
}

export function PolicyTable({ clusterId, canChange }: { clusterId: string; canChange: boolean }) {
  const { t, i18n } = useLingui();
  const list = useListParams<ListStrategiesSortKey>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const params = useMemo(() => ({ ...list.params, cluster_id: clusterId }), [list.params, clusterId]);
  const query = useListStrategies(params, {
    query: {
      placeholderData: keepPreviousData,
      refetchInterval: (current) =>
        whileOffline(
          current.state.data?.ehpc_queue_strategy_set.some((item) => item.op_status === 'Enabling') ? ENABLING_REFRESH_MS : false,
        ),
    },
  });
  const previewQuery = usePreviewStrategies(
    { cluster_id: clusterId },
    { query: { placeholderData: keepPreviousData, refetchInterval: () => whileOffline(PREVIEW_REFRESH_MS) } },
  );
  const previews = useMemo(
    () => new Map((previewQuery.data?.ehpc_queue_strategy_preview_set ?? []).map((item) => [item.strategy_id, item])),
    [previewQuery.data],
  );
  const columns = useMemo<DataTableColumn<Strategy, ListStrategiesSortKey>[]>(() => {
    const all: DataTableColumn<Strategy, ListStrategiesSortKey>[] = [
      { id: 'queue', header: t`Queue`, sortKey: 'queue_name', cell: (item) => item.queue_name ?? item.queue_id },
      { id: 'type', header: t`Policy`, cell: (item) => i18n._(POLICY_TYPE_LABELS[item.op_type]) },
      {
        id: 'condition',
        header: t`Condition`,
        cell: (item) => {
          const cores = item.queued_cores;
          const idle = item.reserved_idle_nodes ?? 0;
          return item.op_type === 'expand' ? (
            <Trans>Queued cores ≥ {cores}</Trans>
          ) : (
            <Trans>
              Keep <Plural value={idle} one="# idle node" other="# idle nodes" />
            </Trans>
          );
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
      { id: 'next', header: t`Next check · if checked now`, cell: (item) => <NextCheck preview={previews.get(item.strategy_id)} /> },
      { id: 'created', header: t`Created`, sortKey: 'create_time', cell: (item) => formatDateTime(item.create_time) },
    ];
    if (canChange) all.push({ id: 'actions', header: t`Actions`, cell: (item) => <PolicyActions clusterId={clusterId} policy={item} /> });
    return all;
  }, [t, i18n, canChange, clusterId, previews]);
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
