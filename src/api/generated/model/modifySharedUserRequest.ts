/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { SharedUserTarget } from './sharedUserTarget';
import type { ModifySharedUserRequestAllOf } from './modifySharedUserRequestAllOf';

/**
 * Exactly one of status, permission and password: the field named by the modify_type path parameter.
 */
export type ModifySharedUserRequest = RequestIdentity & SharedUserTarget & ModifySharedUserRequestAllOf;
