/** How a job ended, in words (the contract's JobEnd). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { JobEnd } from '@/api/generated/model/jobEnd';

export const END_LABELS: Record<JobEnd, MessageDescriptor> = {
  finished: msg`finished`,
  failed: msg`failed`,
  timed_out: msg`reached its time limit`,
  out_of_memory: msg`ran out of memory`,
  cancelled: msg`was cancelled`,
  stopped: msg`was stopped`,
  unknown: msg`ended, how is not known`,
};

/** The colour of the dot beside an end. */
export const END_COLORS: Record<JobEnd, string> = {
  finished: 'green',
  failed: 'red',
  timed_out: 'orange',
  out_of_memory: 'red',
  cancelled: 'gray',
  stopped: 'gray',
  unknown: 'gray',
};
