/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { ModifySlurmClusterRequestAllOf } from './modifySlurmClusterRequestAllOf';
import type { ModifySlurmClusterForm } from './modifySlurmClusterForm';

export type ModifySlurmClusterRequest = RequestIdentity & ModifySlurmClusterRequestAllOf & ModifySlurmClusterForm;
