/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { ClusterIdsRequestAllOf } from './clusterIdsRequestAllOf';

/**
 * Start, stop or resume the given clusters.
 */
export type ClusterIdsRequest = RequestIdentity & ClusterIdsRequestAllOf;
