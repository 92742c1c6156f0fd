/**
 * Stopping, resuming and deleting compute jobs (job/stopJobs, resumeJobs, deleteJobs; spec section 4: jobs can be
 * stopped, resumed and deleted). Each request names one cluster, so a choice of jobs is sent as one request per
 * cluster. The gateway refuses a whole request when one job is not in a status the change applies to, so only the
 * jobs it applies to are sent: stop running and pending jobs, resume stopped ones, delete any.
 */
import type { QueryKey } from '@tanstack/react-query';
import { getGetJobDetailQueryKey, getListJobsQueryKey } from '@/api/generated/endpoints/jobs/jobs';
import { getListOperationsQueryKey } from '@/api/generated/endpoints/operation-log/operation-log';
import type { Job } from '@/api/generated/model/job';
import type { JobStatus } from '@/api/generated/model/jobStatus';

export type JobActionKind = 'stop' | 'resume' | 'delete';

export const JOB_ACTIONS: readonly JobActionKind[] = ['stop', 'resume', 'delete'];

const APPLIES: Record<JobActionKind, (status: JobStatus) => boolean> = {
  stop: (status) => status === 'running' || status === 'pending',
  resume: (status) => status === 'stopped',
  delete: (status) => status !== 'deleted',
};

/** A job as a change names it; an array's row (its counts) is changed task by task (ADR 0061). */
export type ActionJob = Pick<Job, 'hpcjob_uuid' | 'name' | 'job_status' | 'cluster_id' | 'cluster_name' | 'array_counts'>;

export function appliesTo(kind: JobActionKind, job: Pick<Job, 'job_status'>): boolean {
  return APPLIES[kind](job.job_status);
}

/** One request: a cluster and its jobs, in the order chosen. */
export interface ClusterJobs {
  cluster_id: string;
  jobs: ActionJob[];
}

/** The jobs the change applies to, by cluster (clusters in the order first met). */
export function requestsFor(kind: JobActionKind, jobs: readonly ActionJob[]): ClusterJobs[] {
  const byCluster = new Map<string, ActionJob[]>();
  for (const job of jobs) {
    if (!appliesTo(kind, job)) continue;
    const group = byCluster.get(job.cluster_id);
    if (group) group.push(job);
    else byCluster.set(job.cluster_id, [job]);
  }
  return [...byCluster].map(([cluster_id, group]) => ({ cluster_id, jobs: group }));
}

/** The queries a change of these jobs affects: every job list, their pages and the operation log. */
export function jobRefreshKeys(jobs: readonly Pick<Job, 'hpcjob_uuid'>[]): QueryKey[] {
  return [getListJobsQueryKey(), getListOperationsQueryKey(), ...jobs.map((job) => getGetJobDetailQueryKey(job.hpcjob_uuid))];
}
