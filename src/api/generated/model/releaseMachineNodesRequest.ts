/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { ReleaseMachineNodesRequestAllOf } from './releaseMachineNodesRequestAllOf';

export type ReleaseMachineNodesRequest = RequestIdentity & ReleaseMachineNodesRequestAllOf;
