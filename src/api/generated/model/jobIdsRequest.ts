/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { JobIdsRequestAllOf } from './jobIdsRequestAllOf';

/**
 * Stop, resume or delete the given jobs of one cluster.
 */
export type JobIdsRequest = RequestIdentity & JobIdsRequestAllOf;
