/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { CreateClusterRequestAllOf } from './createClusterRequestAllOf';
import type { CreateClusterRequestAllOfTwo } from './createClusterRequestAllOfTwo';

export type CreateClusterRequest = RequestIdentity & CreateClusterRequestAllOf & CreateClusterRequestAllOfTwo;
