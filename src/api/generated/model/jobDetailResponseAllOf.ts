/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Job } from './job';
import type { JobDetailResponseAllOfCluster } from './jobDetailResponseAllOfCluster';
import type { JobDetailResponseAllOfQueueInfo } from './jobDetailResponseAllOfQueueInfo';

export type JobDetailResponseAllOf = {
  job: Job;
  /** The job's cluster, for the cluster and queue tab. */
  cluster?: JobDetailResponseAllOfCluster;
  /** null when the queue has since been deleted (the console shows This queue has been deleted). */
  queue_info: JobDetailResponseAllOfQueueInfo;
};
