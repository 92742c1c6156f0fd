/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { QueueId } from './queueId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type HpcQueueIds = QueueId[];
