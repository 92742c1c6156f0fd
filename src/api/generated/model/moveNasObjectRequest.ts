/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { MoveNasObjectRequestAllOf } from './moveNasObjectRequestAllOf';

export type MoveNasObjectRequest = RequestIdentity & MoveNasObjectRequestAllOf;
