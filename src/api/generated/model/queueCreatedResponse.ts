/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AsyncJobResponse } from './asyncJobResponse';
import type { QueueCreatedResponseAllOf } from './queueCreatedResponseAllOf';

/**
 * The queue was accepted for creation; hpcqueue_id is the new queue.
 */
export type QueueCreatedResponse = AsyncJobResponse & QueueCreatedResponseAllOf;
