/** A request for more time's states in words and badge colours (ADR 0060). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TimeExtensionStatus } from '@/api/generated/model/timeExtensionStatus';

export const REQUEST_STATUS: Record<TimeExtensionStatus, { label: MessageDescriptor; palette: string }> = {
  pending: { label: msg`Waiting for a decision`, palette: 'blue' },
  approved: { label: msg`Approved`, palette: 'green' },
  refused: { label: msg`Refused`, palette: 'red' },
  withdrawn: { label: msg`Withdrawn`, palette: 'gray' },
};
