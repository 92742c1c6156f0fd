/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterIds } from './clusterIds';

export type ClusterIdsRequestAllOf = {
  cluster_ids: ClusterIds;
};
