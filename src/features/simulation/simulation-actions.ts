/**
 * Stopping and deleting simulation jobs (simulation/stopJobs, simulation/deleteJobs; one request for any number of
 * jobs). The gateway refuses a whole stop when one job is neither running nor pending, so only those are sent.
 */
import type { QueryKey } from '@tanstack/react-query';
import { getGetSimulationJobDetailQueryKey, getListSimulationJobsQueryKey } from '@/api/generated/endpoints/jobs/jobs';
import { getListSimulationOperationsQueryKey } from '@/api/generated/endpoints/operation-log/operation-log';
import type { SimulationJob } from '@/api/generated/model/simulationJob';

export type SimulationActionKind = 'stop' | 'delete';

export const SIMULATION_ACTIONS: readonly SimulationActionKind[] = ['stop', 'delete'];

export type ActionSimulationJob = Pick<SimulationJob, 'sjob_id' | 'name' | 'job_status'>;

export function simulationActionApplies(kind: SimulationActionKind, job: Pick<SimulationJob, 'job_status'>): boolean {
  return kind === 'stop' ? job.job_status === 'running' || job.job_status === 'pending' : job.job_status !== 'deleted';
}

/** The queries a change of these jobs affects: the simulation job lists, their pages and the simulation log. */
export function simulationRefreshKeys(jobs: readonly Pick<SimulationJob, 'sjob_id'>[]): QueryKey[] {
  return [
    getListSimulationJobsQueryKey(),
    getListSimulationOperationsQueryKey(),
    ...jobs.map((job) => getGetSimulationJobDetailQueryKey(job.sjob_id)),
  ];
}
