/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { QueueId } from './queueId';
import type { ShortName } from './shortName';

export interface ClusterNodeQueue {
  /** A queue of the cluster. */
  hpcqueue_id: QueueId;
  queue_name: ShortName;
}
