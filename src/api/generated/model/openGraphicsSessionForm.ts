/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SoftwareId } from './softwareId';
import type { ClusterId } from './clusterId';
import type { QueueId } from './queueId';
import type { JobCores } from './jobCores';
import type { JobTimeLimit } from './jobTimeLimit';

/**
 * Starts a graphics application as a job on a node of the cluster: the queue it waits in, the cores it takes and how long it may run.
 */
export interface OpenGraphicsSessionForm {
  hpcsw_id: SoftwareId;
  cluster_id: ClusterId;
  hpcqueue_id: QueueId;
  cores: JobCores;
  time_limit: JobTimeLimit;
}
