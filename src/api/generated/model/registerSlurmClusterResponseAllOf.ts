/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { SlurmClusterCheck } from './slurmClusterCheck';

export type RegisterSlurmClusterResponseAllOf = {
  cluster_id: ClusterId;
  check: SlurmClusterCheck;
};
