/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { AddEhpcQueueRequestAllOf } from './addEhpcQueueRequestAllOf';
import type { AddEhpcQueueForm } from './addEhpcQueueForm';

export type AddEhpcQueueRequest = RequestIdentity & AddEhpcQueueRequestAllOf & AddEhpcQueueForm;
