/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { BindPrivateQueueRequestAllOf } from './bindPrivateQueueRequestAllOf';
import type { BindPrivateQueueForm } from './bindPrivateQueueForm';

export type BindPrivateQueueRequest = RequestIdentity & BindPrivateQueueRequestAllOf & BindPrivateQueueForm;
