/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AddClusterUserFormAllOf } from './addClusterUserFormAllOf';
import type { ClusterUserQuotaForm } from './clusterUserQuotaForm';

/**
 * The account, its password and its quota.
 */
export type AddClusterUserForm = AddClusterUserFormAllOf & ClusterUserQuotaForm;
