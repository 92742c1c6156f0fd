/**
 * The simulation job list's query (spec sections 5, 7, 9): simulation/list/job filtered by status, software, a
 * search word and the submission-time range (the last 6 months by default), sorted by submitted_time descending.
 * While any simulation job of the filters is running or pending (nrun, npend) the list refreshes itself.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useListSimulationJobs } from '@/api/generated/endpoints/jobs/jobs';
import { useListSoftware } from '@/api/generated/endpoints/software/software';
import type { JobStatus } from '@/api/generated/model/jobStatus';
import type { ListSimulationJobsResponse } from '@/api/generated/model/listSimulationJobsResponse';
import type { ListSimulationJobsSortKey } from '@/api/generated/model/listSimulationJobsSortKey';
import type { SoftwareId } from '@/api/generated/model/softwareId';
import { useListParams, type ListParams } from '@/shared/ui/data-table';
import { defaultDayRange, rangeParams, type DayRange } from '@/shared/format/day-range';
import { whileOffline } from '@/shared/live/live-state';

export type SimulationJobFilters = { status: JobStatus[]; hpcsw_id: SoftwareId };

/** Refresh period of the list while simulation jobs are running or pending. */
export const SIMULATION_LIST_REFRESH_MS = 10_000;

function refreshWhileActive(query: { state: { data?: Pick<ListSimulationJobsResponse, 'nrun' | 'npend'> } }): number | false {
  const data = query.state.data;
  return data && (data.nrun > 0 || data.npend > 0) ? SIMULATION_LIST_REFRESH_MS : false;
}

export interface SimulationJobList {
  list: ListParams<ListSimulationJobsSortKey, SimulationJobFilters>;
  range: DayRange;
  setRange(range: DayRange): void;
  query: ReturnType<typeof useListSimulationJobs<ListSimulationJobsResponse>>;
  /** Changes whenever the filters, the search word or the range change (not the page or the sort). */
  filterKey: string;
}

export function useSimulationJobs(): SimulationJobList {
  const list = useListParams<ListSimulationJobsSortKey, SimulationJobFilters>({ defaultSortKey: 'submitted_time', defaultReverse: 1 });
  const [range, setRangeState] = useState<DayRange>(() => defaultDayRange());
  const { setPage } = list;
  const params = useMemo(() => ({ ...list.params, ...rangeParams(range) }), [list.params, range]);
  const query = useListSimulationJobs(params, {
    query: { placeholderData: keepPreviousData, refetchInterval: (query) => whileOffline(refreshWhileActive(query)) },
  });
  const setRange = (next: DayRange) => {
    setRangeState(next);
    setPage(1);
  };
  const filterKey = JSON.stringify([list.filters, list.search_word, range]);
  return { list, range, setRange, query, filterKey };
}

/** The software catalogue (one page of 100) for the software filter. */
export function useSoftwareOptions() {
  const query = useListSoftware({ limit: 100, sort_key: 'sw_name', reverse: 0 }, { query: { staleTime: 5 * 60_000 } });
  return query.data?.hpcsw_set ?? [];
}
