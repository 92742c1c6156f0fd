/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterIds } from './clusterIds';

export type DeleteClusterRequestAllOf = {
  cluster_ids: ClusterIds;
  /**
   * The user who deletes, for the operation log.
   * @maxLength 64
   */
  run_user?: string;
  /** Deregister a cluster whose resources are already released, instead of deleting it. */
  deregister?: boolean;
};
