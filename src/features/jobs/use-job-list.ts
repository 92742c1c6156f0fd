/**
 * The job list's query (spec sections 5, 7, 9): job/list filtered by status, cluster, a search word and the
 * submission-time range (the last 6 months by default), sorted by submitted_time descending, paged.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useListClusters } from '../../api/generated/endpoints/clusters/clusters';
import { useListJobs } from '../../api/generated/endpoints/jobs/jobs';
import type { ClusterId } from '../../api/generated/model/clusterId';
import type { JobStatus } from '../../api/generated/model/jobStatus';
import type { ListJobsResponse } from '../../api/generated/model/listJobsResponse';
import type { ListJobsSortKey } from '../../api/generated/model/listJobsSortKey';
import { useListParams, type ListParams } from '../../shared/ui/data-table';
import { defaultDayRange, rangeParams, type DayRange } from '../../shared/format/day-range';

export type JobListFilters = { status: JobStatus[]; cluster_id: ClusterId };

export interface JobList {
  list: ListParams<ListJobsSortKey, JobListFilters>;
  range: DayRange;
  setRange(range: DayRange): void;
  query: ReturnType<typeof useListJobs<ListJobsResponse>>;
}

export function useJobList(): JobList {
  const list = useListParams<ListJobsSortKey, JobListFilters>({ defaultSortKey: 'submitted_time', defaultReverse: 1 });
  const [range, setRangeState] = useState<DayRange>(() => defaultDayRange());
  const { setPage } = list;
  const params = useMemo(() => ({ ...list.params, ...rangeParams(range) }), [list.params, range]);
  const query = useListJobs(params, { query: { placeholderData: keepPreviousData } });
  const setRange = (next: DayRange) => {
    setRangeState(next);
    setPage(1);
  };
  return { list, range, setRange, query };
}

/** Cluster all-list (section 9: 100) for the cluster filter. */
export const CLUSTER_OPTIONS_LIMIT = 100;

export function useClusterOptions() {
  const query = useListClusters({ limit: CLUSTER_OPTIONS_LIMIT, sort_key: 'create_time', reverse: 1 }, { query: { staleTime: 60_000 } });
  return { clusters: query.data?.cluster_set ?? [], isLoading: query.isLoading };
}
