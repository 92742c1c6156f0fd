/**
 * The operation log's query (spec section 7): operation in the HPC portal; operation/simulation in the simulation
 * portal, with resource_ids fixed to simulation_cluster. Filtered by status and a search word, sorted by
 * create_time descending by default, paged; refreshed while an operation is under way.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListOperations, useListSimulationOperations } from '../../api/generated/endpoints/operation-log/operation-log';
import type { ListOperationsResponse } from '../../api/generated/model/listOperationsResponse';
import type { ListOperationsSortKey } from '../../api/generated/model/listOperationsSortKey';
import type { OperationStatus } from '../../api/generated/model/operationStatus';
import type { Portal } from '../../shared/session/session-context';
import { tableStateOf, useListParams, type DataTableQueryState, type ListParams } from '../../shared/ui/data-table';

export type OperationLogFilters = { status: OperationStatus[] };

/** The simulation portal's operation log always reads the simulation cluster's operations. */
export const SIMULATION_RESOURCE_IDS: ['simulation_cluster'] = ['simulation_cluster'];

/** Refresh period while a listed operation is still pending or working. */
export const UNDER_WAY_REFRESH_MS = 10_000;

function refreshWhileUnderWay(query: { state: { data?: ListOperationsResponse } }): number | false {
  return query.state.data?.job_set.some((op) => op.status === 'pending' || op.status === 'working') ? UNDER_WAY_REFRESH_MS : false;
}

export interface OperationLog {
  list: ListParams<ListOperationsSortKey, OperationLogFilters>;
  data: ListOperationsResponse | undefined;
  state: DataTableQueryState;
  refetch(): void;
}

export function useOperationLog(portal: Portal): OperationLog {
  const list = useListParams<ListOperationsSortKey, OperationLogFilters>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const simulation = portal === 'ispf';
  const simulationParams = useMemo(() => ({ ...list.params, resource_ids: SIMULATION_RESOURCE_IDS }), [list.params]);
  const hpcQuery = useListOperations(list.params, { query: { enabled: !simulation, placeholderData: keepPreviousData, refetchInterval: refreshWhileUnderWay } });
  const simulationQuery = useListSimulationOperations(simulationParams, { query: { enabled: simulation, placeholderData: keepPreviousData, refetchInterval: refreshWhileUnderWay } });
  const query = simulation ? simulationQuery : hpcQuery;
  return { list, data: query.data, state: tableStateOf(query), refetch: () => void query.refetch() };
}
