/** The submit form's choice of who is told when the job ends (the contract's JobNotify; ADR 0059). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { JobNotify } from '@/api/generated/model/jobNotify';

export const NOTIFY_LABELS: Record<JobNotify, MessageDescriptor> = {
  default: msg`As in my notification settings`,
  in_app: msg`In the console only`,
  email: msg`In the console and by e-mail`,
  webhook: msg`In the console and by webhook`,
  all: msg`In the console, by e-mail and by webhook`,
};
