/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { AddClusterNodesRequestAllOf } from './addClusterNodesRequestAllOf';
import type { AddClusterNodesForm } from './addClusterNodesForm';

export type AddClusterNodesRequest = RequestIdentity & AddClusterNodesRequestAllOf & AddClusterNodesForm;
