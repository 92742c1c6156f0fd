/**
 * A graphics session's states in words (ADR 0062): its status and badge colour, why it waits while queued, and why it
 * ended. The waiting words are the job list's (a session waits as its job does); they are written again here because
 * a feature does not import another's catalog.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GraphicsEndReason } from '@/api/generated/model/graphicsEndReason';
import type { GraphicsSessionStatus } from '@/api/generated/model/graphicsSessionStatus';
import type { PendingReason } from '@/api/generated/model/pendingReason';

export const SESSION_STATUS: Record<GraphicsSessionStatus, { label: MessageDescriptor; palette: string }> = {
  queued: { label: msg`Queued`, palette: 'blue' },
  starting: { label: msg`Starting`, palette: 'blue' },
  running: { label: msg`Running`, palette: 'green' },
  // Beside the usage records' "Ended" (a time) in the same catalog.
  ended: { label: msg({ message: 'Ended', context: 'graphics session status' }), palette: 'gray' },
};

export const END_REASONS: Record<GraphicsEndReason, MessageDescriptor> = {
  time_limit: msg`Its time limit was reached`,
  ended_by_user: msg`You ended it`,
  app_exited: msg`The application was closed`,
  failed: msg`It failed`,
  not_started: msg`It never started: its job was refused or removed before it ran`,
};

export const PENDING_REASONS: Record<PendingReason, MessageDescriptor> = {
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
