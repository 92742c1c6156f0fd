/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';

export type RemoveSlurmClusterRequestAllOf = {
  cluster_id: ClusterId;
};
