/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { SharedUserTarget } from './sharedUserTarget';
import type { SharedUserQuotaForm } from './sharedUserQuotaForm';

export type ModifySharedResourceLimitRequest = RequestIdentity & SharedUserTarget & SharedUserQuotaForm;
