/** Display texts of the job enumerations (spec sections 3 and 4): job statuses (the status badge's words) and submission types. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { JobStatus } from '@/api/generated/model/jobStatus';
import type { SubmitType } from '@/api/generated/model/submitType';

/** Every job status of the contract, in its order. */
export const JOB_STATUSES: JobStatus[] = Object.values(JobStatus);

export const SUBMIT_TYPE_LABELS: Record<SubmitType, MessageDescriptor> = {
  script: msg`Job script`,
  command: msg`Command line`,
  template: msg`Job template`,
};
