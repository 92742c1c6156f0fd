/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';

/**
 * @minItems 1
 * @maxItems 100
 */
export type ClusterIds = ClusterId[];
