/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { QueueId } from './queueId';
import type { ShortName } from './shortName';
import type { QueueCategory } from './queueCategory';
import type { Count } from './count';
import type { DateTime } from './dateTime';

/**
 * The queue a job was submitted to, as the job detail's cluster and queue tab shows it.
 */
export interface JobQueueInfo {
  hpcqueue_id: QueueId;
  name: ShortName;
  category: QueueCategory;
  /** The cluster's default queue. */
  is_default?: boolean;
  node_count?: Count;
  core_count?: Count;
  idle_core_count?: Count;
  running_job_count?: Count;
  pending_job_count?: Count;
  create_time?: DateTime;
}
