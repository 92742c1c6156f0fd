/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { ModifyClusterUserRequestAllOf } from './modifyClusterUserRequestAllOf';

/**
 * Changes the given quota fields (the console sends the whole ClusterUserQuotaForm) and, optionally, the password; at least one of them.
 */
export type ModifyClusterUserRequest = RequestIdentity & ModifyClusterUserRequestAllOf;
