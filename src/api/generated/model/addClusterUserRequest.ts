/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { AddClusterUserRequestAllOf } from './addClusterUserRequestAllOf';
import type { AddClusterUserForm } from './addClusterUserForm';

export type AddClusterUserRequest = RequestIdentity & AddClusterUserRequestAllOf & AddClusterUserForm;
