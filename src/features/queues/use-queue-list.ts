/**
 * The queues of one cluster (section 7): queue/getCurrentQueue for an HPC cluster (shared and dedicated queues,
 * filterable by category), queue/ehpc/getQueueList for an EHPC cluster; search word, sorting and paging.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetCurrentQueue, useListEhpcQueues } from '@/api/generated/endpoints/queues/queues';
import type { ClusterType } from '@/api/generated/model/clusterType';
import type { GetCurrentQueueSortKey } from '@/api/generated/model/getCurrentQueueSortKey';
import type { Queue } from '@/api/generated/model/queue';
import type { QueueCategory } from '@/api/generated/model/queueCategory';
import { useListParams } from '@/shared/ui/data-table';
import { whileOffline } from '@/shared/live/live-state';

export type QueueListFilters = { category: QueueCategory };
export const QUEUE_REFRESH_MS = 10_000;

const isQueueChanging = (queue: Pick<Queue, 'status'>) =>
  queue.status === 'pending' || queue.status === 'updating' || queue.status === 'deleting';

export function useQueueList(clusterId: string, clusterType: ClusterType) {
  const list = useListParams<GetCurrentQueueSortKey, QueueListFilters>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const hpc = clusterType === 'hpc';
  const hpcParams = useMemo(() => ({ ...list.params, cluster_id: clusterId }), [list.params, clusterId]);
  const { category: _category, ...ehpcParams } = hpcParams;
  const refresh = (rows: Queue[] | undefined) => (rows?.some(isQueueChanging) ? QUEUE_REFRESH_MS : false);
  const hpcQuery = useGetCurrentQueue(hpcParams, {
    query: {
      enabled: hpc,
      placeholderData: keepPreviousData,
      refetchInterval: (current) => whileOffline(refresh(current.state.data?.queues_set)),
    },
  });
  const ehpcQuery = useListEhpcQueues(ehpcParams, {
    query: {
      enabled: !hpc,
      placeholderData: keepPreviousData,
      refetchInterval: (current) => whileOffline(refresh(current.state.data?.hpc_queue_set)),
    },
  });
  const query = hpc ? hpcQuery : ehpcQuery;
  const rows: Queue[] | undefined = hpc ? hpcQuery.data?.queues_set : ehpcQuery.data?.hpc_queue_set;
  return { list, query, rows, totalCount: query.data?.total_count };
}
