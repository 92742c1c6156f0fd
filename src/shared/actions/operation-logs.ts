/**
 * The operation logs a change's job_id is followed in. Every change of the HPC console is recorded in the HPC log
 * (listOperations, the /logs page); the simulation portal's changes (simulation/stopJobs, simulation/deleteJobs,
 * simulation/submitJob) are recorded in the portal's own log (operation/simulation, resource_ids fixed to
 * simulation_cluster), which the HPC log does not list. A reader asks one of them, narrowed by the job_id, afresh.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  getListOperationsQueryOptions,
  getListSimulationOperationsQueryOptions,
} from '@/api/generated/endpoints/operation-log/operation-log';
import type { ListOperationsResponse } from '@/api/generated/model/listOperationsResponse';

/** Reads the operations whose search word is the job_id from one operation log. */
export type OperationLogReader = (client: QueryClient, jobId: string) => Promise<ListOperationsResponse>;

/** The simulation portal's operation log only ever lists the simulation cluster's operations. */
export const SIMULATION_RESOURCE_IDS: ['simulation_cluster'] = ['simulation_cluster'];

const fresh = { staleTime: 0, gcTime: 0 } as const;

/** The HPC operation log (operation): the default. */
export const hpcOperationLog: OperationLogReader = (client, jobId) =>
  client.fetchQuery({ ...getListOperationsQueryOptions({ search_word: jobId, limit: 10, offset: 0 }), ...fresh });

/** The simulation portal's operation log (operation/simulation). */
export const simulationOperationLog: OperationLogReader = (client, jobId) =>
  client.fetchQuery({
    ...getListSimulationOperationsQueryOptions({ resource_ids: SIMULATION_RESOURCE_IDS, search_word: jobId, limit: 10, offset: 0 }),
    ...fresh,
  });
