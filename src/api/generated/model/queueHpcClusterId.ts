/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';

/**
 * An HPC cluster (hpc-…): shared and dedicated queues bound from queue types.
 * @pattern ^hpc-
 */
export type QueueHpcClusterId = ClusterId;
