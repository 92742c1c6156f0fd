/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { EnablePermissionRequestAllOf } from './enablePermissionRequestAllOf';

export type EnablePermissionRequest = RequestIdentity & EnablePermissionRequestAllOf & Required<Pick<RequestIdentity & EnablePermissionRequestAllOf, 'zone' | 'user_id' | 'owner'>>;
