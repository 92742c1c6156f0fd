/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Why a pending job waits (ADR 0056): accepted (the console has it, its scheduler not yet), no_cluster_account (it cannot be handed over: its user has no account on the cluster), scheduling (the scheduler has not looked at it yet), priority, resources, dependency, dependency_never_satisfied, held (by an administrator), limit (a limit of the account, queue or QOS, e.g. Slurm's QOSMaxCpuPerUser), queue_limit (it asks more than the queue allows), nodes_unavailable, queue_unavailable, begin_time (it was asked to start later), array_throttle (a task of an array waits while its array runs as many tasks at once as it may: Slurm's JobArrayTaskLimit), other (the scheduler's own code is in scheduler_state).
 */
export type PendingReason = typeof PendingReason[keyof typeof PendingReason];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PendingReason = {
  accepted: 'accepted',
  no_cluster_account: 'no_cluster_account',
  scheduling: 'scheduling',
  priority: 'priority',
  resources: 'resources',
  dependency: 'dependency',
  dependency_never_satisfied: 'dependency_never_satisfied',
  held: 'held',
  limit: 'limit',
  queue_limit: 'queue_limit',
  nodes_unavailable: 'nodes_unavailable',
  queue_unavailable: 'queue_unavailable',
  begin_time: 'begin_time',
  array_throttle: 'array_throttle',
  other: 'other',
} as const;
