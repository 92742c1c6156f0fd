/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { HpcQueueNodeId } from './hpcQueueNodeId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type HpcQueueNodeIds = HpcQueueNodeId[];
