/**
 * The job list's query (spec sections 4, 5, 7, 9): job/list filtered by status, cluster, queue, a search word and
 * the submission-time range (the last 6 months by default), sorted by submitted_time descending, paged. While any
 * job of the filters is running or pending (the counts nrun and npend) the list refreshes itself.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import { useListJobs } from '@/api/generated/endpoints/jobs/jobs';
import { useGetCurrentQueue, useListEhpcQueues } from '@/api/generated/endpoints/queues/queues';
import type { ClusterId } from '@/api/generated/model/clusterId';
import type { JobStatus } from '@/api/generated/model/jobStatus';
import type { ListJobsResponse } from '@/api/generated/model/listJobsResponse';
import type { ListJobsSortKey } from '@/api/generated/model/listJobsSortKey';
import type { ShortName } from '@/api/generated/model/shortName';
import { defaultDayRange, rangeParams, type DayRange } from '@/shared/format/day-range';
import { ALL, useListParams, type ListParams } from '@/shared/ui/data-table';
import { whileOffline } from '@/shared/live/live-state';

export type JobListFilters = { status: JobStatus[]; cluster_id: ClusterId; queue: ShortName };

/** Refresh period of the list while jobs are running or pending. */
export const JOB_LIST_REFRESH_MS = 10_000;

export function refreshWhileActive(query: { state: { data?: Pick<ListJobsResponse, 'nrun' | 'npend' | 'job_set'> } }): number | false {
  const data = query.state.data;
  if (!data) return false;
  const active =
    (data.nrun ?? 0) > 0 ||
    (data.npend ?? 0) > 0 ||
    data.job_set.some((job) => job.job_status === 'running' || job.job_status === 'pending');
  return active ? JOB_LIST_REFRESH_MS : false;
}

export interface JobList {
  list: ListParams<ListJobsSortKey, JobListFilters>;
  range: DayRange;
  setRange(range: DayRange): void;
  /** Chooses the cluster; the queue filter (a queue of that cluster) is cleared. */
  setCluster(clusterId: ClusterId | typeof ALL): void;
  query: ReturnType<typeof useListJobs<ListJobsResponse>>;
  /** Changes whenever the filters, the search word or the range change (not the page or the sort). */
  filterKey: string;
}

export function useJobList(): JobList {
  const list = useListParams<ListJobsSortKey, JobListFilters>({ defaultSortKey: 'submitted_time', defaultReverse: 1 });
  const [range, setRangeState] = useState<DayRange>(() => defaultDayRange());
  const { setPage, setFilters, filters } = list;
  const params = useMemo(() => ({ ...list.params, ...rangeParams(range) }), [list.params, range]);
  const query = useListJobs(params, {
    query: { placeholderData: keepPreviousData, refetchInterval: (query) => whileOffline(refreshWhileActive(query)) },
  });
  const setRange = useCallback(
    (next: DayRange) => {
      setRangeState(next);
      setPage(1);
    },
    [setPage],
  );
  const setCluster = useCallback(
    (clusterId: ClusterId | typeof ALL) => setFilters({ ...filters, cluster_id: clusterId, queue: ALL }),
    [setFilters, filters],
  );
  const filterKey = JSON.stringify([list.filters, list.search_word, range]);
  return { list, range, setRange, setCluster, query, filterKey };
}

/** Cluster all-list (section 9: 100) for the cluster filter. */
export const CLUSTER_OPTIONS_LIMIT = 100;

export function useClusterOptions() {
  const query = useListClusters({ limit: CLUSTER_OPTIONS_LIMIT, sort_key: 'create_time', reverse: 1 }, { query: { staleTime: 60_000 } });
  return { clusters: query.data?.cluster_set ?? [], isLoading: query.isLoading };
}

/** The queue names of a cluster for the queue filter: queue/getCurrentQueue (hpc-…) or queue/ehpc/getQueueList (ehpc-…). */
export function useQueueOptions(clusterId: string | undefined): string[] {
  const id = clusterId && clusterId !== ALL ? clusterId : '';
  const hpc = id.startsWith('hpc-');
  const ehpc = id.startsWith('ehpc-');
  const options = { limit: CLUSTER_OPTIONS_LIMIT, sort_key: 'queue_name', reverse: 0 } as const;
  const hpcQuery = useGetCurrentQueue({ cluster_id: id, ...options }, { query: { enabled: hpc, staleTime: 60_000 } });
  const ehpcQuery = useListEhpcQueues({ cluster_id: id, ...options }, { query: { enabled: ehpc, staleTime: 60_000 } });
  const queues = hpc ? hpcQuery.data?.queues_set : ehpc ? ehpcQuery.data?.hpc_queue_set : undefined;
  return useMemo(() => [...new Set((queues ?? []).map((queue) => queue.queue_name))], [queues]);
}
