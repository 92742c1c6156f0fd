/**
 * The operation log's query (spec sections 5, 7): operation in the HPC portal; operation/simulation in the
 * simulation portal, with resource_ids fixed to simulation_cluster. Filtered by status, a search word and the
 * creation-time range (the last 30 days by default; start not after end and at most 90 days, the contract's
 * rules), sorted by create_time descending by default, paged; refreshed while an operation is under way.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useListOperations, useListSimulationOperations } from '@/api/generated/endpoints/operation-log/operation-log';
import type { ListOperationsParams } from '@/api/generated/model/listOperationsParams';
import type { ListOperationsResponse } from '@/api/generated/model/listOperationsResponse';
import type { ListOperationsSortKey } from '@/api/generated/model/listOperationsSortKey';
import type { OperationStatus } from '@/api/generated/model/operationStatus';
import { SIMULATION_RESOURCE_IDS } from '@/shared/actions/operation-logs';
import { rangeParams, type DayRange } from '@/shared/format/day-range';
import { lastDays } from '@/shared/format/day-range-rules';
import type { Portal } from '@/shared/session/session-context';
import { tableStateOf, useListParams, type DataTableQueryState, type ListParams } from '@/shared/ui/data-table';
import { whileOffline } from '@/shared/live/live-state';

export { SIMULATION_RESOURCE_IDS };

export type OperationLogFilters = { status: OperationStatus[] };

/** The longest creation-time range the gateway accepts (listOperations: "a range of more than 90 days" is refused). */
export const OPERATION_RANGE_MAX_DAYS = 90;
/** The range shown first: the last 30 days. */
export const OPERATION_RANGE_DEFAULT_DAYS = 30;

/** Refresh period while a listed operation is still pending or working. */
export const UNDER_WAY_REFRESH_MS = 10_000;

function refreshWhileUnderWay(query: { state: { data?: ListOperationsResponse } }): number | false {
  return query.state.data?.job_set.some((op) => op.status === 'pending' || op.status === 'working') ? UNDER_WAY_REFRESH_MS : false;
}

export interface OperationLog {
  list: ListParams<ListOperationsSortKey, OperationLogFilters>;
  range: DayRange;
  setRange(range: DayRange): void;
  /** The query's parameters (the page's and the filters'), for the export. */
  params: ListOperationsParams;
  data: ListOperationsResponse | undefined;
  state: DataTableQueryState;
  refetch(): void;
}

export function useOperationLog(portal: Portal): OperationLog {
  const list = useListParams<ListOperationsSortKey, OperationLogFilters>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const [range, setRangeState] = useState<DayRange>(() => lastDays(OPERATION_RANGE_DEFAULT_DAYS));
  const simulation = portal === 'ispf';
  const params = useMemo(() => ({ ...list.params, ...rangeParams(range) }), [list.params, range]);
  const simulationParams = useMemo(() => ({ ...params, resource_ids: SIMULATION_RESOURCE_IDS }), [params]);
  const hpcQuery = useListOperations(params, {
    query: {
      enabled: !simulation,
      placeholderData: keepPreviousData,
      refetchInterval: (query) => whileOffline(refreshWhileUnderWay(query)),
    },
  });
  const simulationQuery = useListSimulationOperations(simulationParams, {
    query: {
      enabled: simulation,
      placeholderData: keepPreviousData,
      refetchInterval: (query) => whileOffline(refreshWhileUnderWay(query)),
    },
  });
  const query = simulation ? simulationQuery : hpcQuery;
  const { setPage } = list;
  const setRange = (next: DayRange) => {
    setRangeState(next);
    setPage(1);
  };
  return { list, range, setRange, params, data: query.data, state: tableStateOf(query), refetch: () => void query.refetch() };
}
