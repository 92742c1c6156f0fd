/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { DeleteEhpcQueuesRequestAllOf } from './deleteEhpcQueuesRequestAllOf';

export type DeleteEhpcQueuesRequest = RequestIdentity & DeleteEhpcQueuesRequestAllOf;
