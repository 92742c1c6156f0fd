/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { EhpcQueueNodesRequestAllOf } from './ehpcQueueNodesRequestAllOf';

/**
 * Add the given compute nodes to a queue of an EHPC cluster, or remove them from it.
 */
export type EhpcQueueNodesRequest = RequestIdentity & EhpcQueueNodesRequestAllOf;
