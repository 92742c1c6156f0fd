/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { EnableSubUserPermissionRequestAllOf } from './enableSubUserPermissionRequestAllOf';

export type EnableSubUserPermissionRequest = RequestIdentity & EnableSubUserPermissionRequestAllOf & Required<Pick<RequestIdentity & EnableSubUserPermissionRequestAllOf, 'zone'>>;
