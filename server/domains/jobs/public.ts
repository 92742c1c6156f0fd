/**
 * What other parts of the gateway use of the jobs domain: the storage as jobs see it, the job account a quota is
 * charged to, putting a cluster's jobs back in the queue, and what a scheduler adapter works with (ADR 0048), the
 * gates of jobs that wait for others among it (ADR 0057), a job's new time limit (ADR 0060), and submitting and
 * stopping a job as the submit form and the job page do (a graphics session's job, ADR 0062).
 */
export { signedIn, SIMULATION_CLUSTER, type JobsEnv } from './common';
export { clusterStorage, readTextIfAny, realPath, type Storage } from './files';
export { dependencyGates, slurmDependency } from './dependencies';
export { pendingIndices } from './array-spec';
export { jobAccount } from './quotas';
export { requeueJobs } from './scheduler-loop';
export { storageOf } from './output';
export { sharedStorage } from './shared-storage';
export { nodeIdOf, queueIdOf } from './scheduler-inventory';
export { setJobTimeLimit } from './time-limit';
export { submitJob } from './submit';
export { stopJobs } from './control';
export type { JobRow } from './rows';
export type { Accounted, SchedulerAdapter, SchedulerJobChange } from './scheduler-adapter';
