/**
 * Display texts of the job enumerations (spec sections 3 and 4): job statuses (the status badge's words), submission
 * types, why a job waits, what a job waits for of another.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DependencyType } from '@/api/generated/model/dependencyType';
import { JobStatus } from '@/api/generated/model/jobStatus';
import type { PendingReason } from '@/api/generated/model/pendingReason';
import type { SubmitType } from '@/api/generated/model/submitType';

/** Every job status of the contract, in its order. */
export const JOB_STATUSES: JobStatus[] = Object.values(JobStatus);

export const SUBMIT_TYPE_LABELS: Record<SubmitType, MessageDescriptor> = {
  script: msg`Job script`,
  command: msg`Command line`,
  template: msg`Job template`,
};

/** What must have happened to the other job (Slurm's dependency types), as the state that job is in. */
export const DEPENDENCY_TYPE_LABELS: Record<DependencyType, MessageDescriptor> = {
  afterok: msg`Finished successfully`,
  afterany: msg`Ended, however`,
  afternotok: msg`Failed or was cancelled`,
  after: msg`Started running`,
};

/** Why a pending job waits, in a sentence that says what happens next (the job's page). */
export const PENDING_REASON_EXPLANATIONS: Record<PendingReason, MessageDescriptor> = {
  accepted: msg`The console has accepted the job and is handing it to the cluster's scheduler.`,
  no_cluster_account: msg`Your user has no account on this cluster, so the job cannot be handed to its scheduler. Ask the cluster's administrator for an account; the job is sent as soon as you have one.`,
  scheduling: msg`The scheduler has not looked at the job yet. This usually takes a few seconds.`,
  priority: msg`Jobs with a higher priority are ahead of it in the queue.`,
  resources: msg`The queue does not have enough free cores or memory for it yet. It starts when running jobs end.`,
  dependency: msg`It waits for the jobs listed under Dependencies below.`,
  dependency_never_satisfied: msg`The jobs it depends on ended in a way that can never let it start. Stop it, or submit it again without the dependency.`,
  held: msg`An administrator holds the job. It does not start until it is released.`,
  limit: msg`A limit of your account or of the queue is reached, such as the cores your jobs may use at once. It starts when your other jobs end.`,
  queue_limit: msg`It asks for more than the queue allows (time, nodes or features). It will not start as it is: stop it and submit it with less.`,
  nodes_unavailable: msg`The nodes it needs are down, stopped or reserved.`,
  queue_unavailable: msg`The queue is down or inactive.`,
  begin_time: msg`It was asked to start at a later time.`,
  array_throttle: msg`Its array runs as many tasks at once as its indices allow (their %N). It starts when one of them ends.`,
  other: msg`The scheduler gives a reason of its own: see the scheduler state.`,
};
