/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ShortName } from './shortName';

/**
 * Queues of the cluster the account may submit to; the cluster's default queue when none is given.
 * @maxItems 50
 */
export type ClusterUserQueueNames = ShortName[];
