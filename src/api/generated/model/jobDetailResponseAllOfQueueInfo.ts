/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { JobQueueInfo } from './jobQueueInfo';

/**
 * null when the queue has since been deleted (the console shows This queue has been deleted).
 */
export type JobDetailResponseAllOfQueueInfo = JobQueueInfo | null;
