/** The compute nodes of one queue (queue/getQueueNodes), shown in the queue detail drawer (queue-detail-drawer.tsx). */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetQueueNodes } from '@/api/generated/endpoints/queues/queues';
import type { GetQueueNodesSortKey } from '@/api/generated/model/getQueueNodesSortKey';
import type { HpcQueueNode } from '@/api/generated/model/hpcQueueNode';
import type { Queue } from '@/api/generated/model/queue';
import { formatSize } from '@/shared/format';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';

export function QueueNodes({ queue }: { queue: Queue }) {
  const { t } = useLingui();
  const list = useListParams<GetQueueNodesSortKey>({ defaultSortKey: 'name', defaultReverse: 0 });
  const params = useMemo(() => ({ ...list.params, hpcqueue_id: queue.hpcqueue_id, cluster_id: queue.cluster_id }), [list.params, queue]);
  const query = useGetQueueNodes(params, { query: { placeholderData: keepPreviousData } });
  const columns = useMemo<DataTableColumn<HpcQueueNode, GetQueueNodesSortKey>[]>(
    () => [
      { id: 'name', header: t`Host name`, sortKey: 'name', cell: (node) => node.name },
      { id: 'status', header: t`Status`, sortKey: 'status', cell: (node) => <StatusBadge status={node.status} /> },
      { id: 'health', header: t`Health`, cell: (node) => <StatusBadge status={node.health_status ?? 'fetching'} /> },
      {
        id: 'cores',
        header: t`Cores in use`,
        sortKey: 'used_cores',
        align: 'end',
        cell: (node) => `${node.used_cores ?? 0} / ${node.cpu}`,
      },
      {
        id: 'memory',
        header: t`Memory`,
        align: 'end',
        cell: (node) => (node.memory === undefined ? '-' : formatSize(node.memory, { from: 'MB' })),
      },
      { id: 'jobs', header: t`Running jobs`, align: 'end', cell: (node) => node.running_jobs ?? 0 },
    ],
    [t],
  );
  return (
    <DataTable
      label={t`Nodes of the queue`}
      columns={columns}
      rows={query.data?.queues_set}
      rowKey={(node) => node.node_id}
      totalCount={query.data?.total}
      list={list}
      emptyText={t`The queue has no node`}
      {...tableStateOf(query)}
    />
  );
}
