/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { RemoveSlurmClusterRequestAllOf } from './removeSlurmClusterRequestAllOf';

export type RemoveSlurmClusterRequest = RequestIdentity & RemoveSlurmClusterRequestAllOf;
