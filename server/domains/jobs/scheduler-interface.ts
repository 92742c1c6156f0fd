/**
 * What the jobs domain asks of a cluster's scheduler (ADR 0039). The console keeps the record of every job: a
 * submission, stop, resume or delete is checked and written to the jobs table by the console's handlers and steps
 * (control.ts, steps.ts), the same for every cluster. A scheduler then carries those records out and reports back
 * into the same rows, in its ticker:
 *  - submit: take the accepted pending jobs (job_id set) of its clusters;
 *  - refresh: move their status, exit code, run time, times, nodes (and scheduler_state) as it runs them;
 *  - stop / delete: end in the scheduler the jobs the console marked stopped, cancelled or deleted;
 *  - resume: a stopped job the console made pending again is taken again (Slurm: a new Slurm job);
 *  - queues and nodes: keep the cluster's queues and compute nodes (the simulator's are the console's own).
 * Requests never wait on a scheduler: lists and details read the jobs table (Slurm's slurmctld is asked once per
 * interval per cluster, whatever the number of browsers).
 */
import type { Ticker } from '../../sim/engine';
import { slurmSyncTicker } from '../slurm-clusters/sync';
import type { JobsEnv } from './common';
import { schedulerTicker } from './scheduler';

export interface JobScheduler {
  readonly kind: 'simulator' | 'slurm';
  /** Which clusters it runs, as a condition on a cluster_id column (the other schedulers leave these alone). */
  readonly clusters: (column: string) => string;
  /** One pass: submit, refresh, stop/resume/delete carried out, queues and nodes. Never throws for a scheduler outage. */
  readonly tick: Ticker;
}

const onSlurm = (column: string) => `EXISTS (SELECT 1 FROM slurm_clusters s WHERE s.cluster_id = ${column})`;

/** The simulated scheduler (./scheduler.ts), today's behaviour: every cluster not on a real Slurm, and the simulation platform. */
export function simulatorScheduler(env: JobsEnv): JobScheduler {
  return { kind: 'simulator', clusters: (column) => `NOT ${onSlurm(column)}`, tick: schedulerTicker(env) };
}

/** The Slurm adapter (../slurm-clusters/sync.ts): the clusters with a slurm_clusters row. */
export function slurmScheduler(env: JobsEnv): JobScheduler {
  return { kind: 'slurm', clusters: onSlurm, tick: slurmSyncTicker(env) };
}

export function jobSchedulers(env: JobsEnv): JobScheduler[] {
  return [simulatorScheduler(env), slurmScheduler(env)];
}
