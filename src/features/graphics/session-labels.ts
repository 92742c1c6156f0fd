/**
 * A graphics session's states in words (ADR 0062): its status and badge colour, and why it ended. Why it waits while queued is its job's reason: src/shared/job-states.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GraphicsEndReason } from '@/api/generated/model/graphicsEndReason';
import type { GraphicsSessionStatus } from '@/api/generated/model/graphicsSessionStatus';

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
