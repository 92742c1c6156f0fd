/**
 * Why a pending job waits, in a few words: the job list and job page, and a graphics session waiting as its job does.
 * In the job catalog (ADR 0010): loaded with the routes that show it rather than at start-up, as a shared folder's
 * words would be.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PendingReason } from '@/api/generated/model/pendingReason';

export const PENDING_REASON_LABELS: Record<PendingReason, MessageDescriptor> = {
  accepted: msg`Being handed to the scheduler`,
  no_cluster_account: msg`No account on the cluster`,
  scheduling: msg`Being scheduled`,
  priority: msg`Jobs of higher priority first`,
  resources: msg`Waiting for free cores`,
  dependency: msg`Waiting for other jobs`,
  dependency_never_satisfied: msg`Can never start`,
  held: msg`Held by an administrator`,
  limit: msg`Limit reached`,
  queue_limit: msg`Beyond the queue's limits`,
  nodes_unavailable: msg`Nodes unavailable`,
  queue_unavailable: msg`Queue unavailable`,
  begin_time: msg`Starts later by request`,
  array_throttle: msg`Waiting for its array's other tasks`,
  other: msg`Waiting (scheduler's reason)`,
};
