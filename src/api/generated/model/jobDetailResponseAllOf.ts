/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Job } from './job';
import type { JobDetailResponseAllOfCluster } from './jobDetailResponseAllOfCluster';
import type { JobDetailResponseAllOfQueueInfo } from './jobDetailResponseAllOfQueueInfo';
import type { JobLink } from './jobLink';

export type JobDetailResponseAllOf = {
  job: Job;
  /** The job's cluster, for the cluster and queue tab. */
  cluster?: JobDetailResponseAllOfCluster;
  /** null when the queue has since been deleted (the console shows This queue has been deleted). */
  queue_info: JobDetailResponseAllOfQueueInfo;
  /** The jobs this job was submitted to wait for, in the order given (a deleted one is left out). */
  waits_for?: JobLink[];
  /** The jobs submitted to wait for this one, newest first (deleted ones left out). */
  waited_for_by?: JobLink[];
};
