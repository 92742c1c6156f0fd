/**
 * The usage records of remote graphics applications (billing/remoteapp_log_list): who ran which app on which
 * cluster, when, for how long and at what cost; search by app name, state filter, sorting and paging.
 */
import { Box, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListRemoteAppLogs } from '@/api/generated/endpoints/billing/billing';
import type { ListRemoteAppLogsSortKey } from '@/api/generated/model/listRemoteAppLogsSortKey';
import type { RemoteAppLog } from '@/api/generated/model/remoteAppLog';
import type { RemoteAppState } from '@/api/generated/model/remoteAppState';
import { formatDateTime, formatPrice } from '@/shared/format';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { SearchInput } from '@/shared/ui/search-input';
import { StatusBadge } from '@/shared/ui/status-badge';
import { whileOffline } from '@/shared/live/live-state';
import { formatDuration } from './session-time';

export function RemoteAppLogs() {
  const { t } = useLingui();
  const list = useListParams<ListRemoteAppLogsSortKey, { app_state: RemoteAppState }>({ defaultSortKey: 'start_time', defaultReverse: 1 });
  // The records are searched by app_name rather than search_word.
  const params = useMemo(() => {
    const { search_word: appName, ...rest } = list.params;
    return { ...rest, app_name: appName };
  }, [list.params]);
  const query = useListRemoteAppLogs(params, {
    query: {
      placeholderData: keepPreviousData,
      refetchInterval: (current) =>
        whileOffline(current.state.data?.remoteapp_log_set_set.some((log) => log.app_state === 'running') ? 30_000 : false),
    },
  });
  const columns = useMemo<DataTableColumn<RemoteAppLog, ListRemoteAppLogsSortKey>[]>(
    () => [
      { id: 'app', header: t`Application`, cell: (log) => log.app_name },
      {
        id: 'user',
        header: t`User`,
        cell: (log) => (
          <Stack gap="0.5">
            <Text>{log.iamuser_name ?? log.user_name ?? log.user}</Text>
            {(log.iamuser_name ?? log.user_name) && (
              <Text textStyle="xs" color="fg.muted">
                {log.user}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'cluster',
        header: t`Cluster`,
        // Its name, with the id beneath to tell two of one name apart; only a removed cluster has its id alone.
        cell: (log) => (
          <Stack gap="0.5">
            <Text fontFamily={log.cluster_name ? undefined : 'mono'}>{log.cluster_name ?? log.cluster_id}</Text>
            {log.cluster_name && (
              <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                {log.cluster_id}
              </Text>
            )}
          </Stack>
        ),
      },
      { id: 'state', header: t`State`, cell: (log) => <StatusBadge status={log.app_state} /> },
      { id: 'start', header: t`Started`, sortKey: 'start_time', cell: (log) => formatDateTime(log.start_time) },
      { id: 'end', header: t`Ended`, sortKey: 'end_time', cell: (log) => formatDateTime(log.end_time) },
      { id: 'duration', header: t`Duration`, sortKey: 'duration', align: 'end', cell: (log) => formatDuration(log.duration) },
      {
        id: 'cost',
        header: t`Cost`,
        sortKey: 'cost',
        align: 'end',
        cell: (log) => (log.cost === undefined ? '-' : `${formatPrice(log.cost)}${log.currency ? ` ${log.currency.toUpperCase()}` : ''}`),
      },
    ],
    [t],
  );
  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap">
        <SearchInput label={t`Search by application name`} value={list.search_word} onSearch={list.setSearch} />
        <SegmentGroup.Root
          size="sm"
          value={list.filters.app_state ?? 'all'}
          onValueChange={(details) => list.setFilter('app_state', (details.value ?? 'all') as RemoteAppState | 'all')}
          aria-label={t`State`}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'all', label: t`All` },
              { value: 'running', label: t`Running` },
              { value: 'stopped', label: t`Stopped` },
            ]}
          />
        </SegmentGroup.Root>
      </HStack>
      <DataTable
        label={t`Usage records`}
        columns={columns}
        rows={query.data?.remoteapp_log_set_set}
        rowKey={(log) => log.log_id}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={t`No usage record yet`}
        {...tableStateOf(query)}
      />
    </Box>
  );
}
