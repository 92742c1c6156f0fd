/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcQueueId } from './hpcQueueId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type HpcQueueIds = HpcQueueId[];
