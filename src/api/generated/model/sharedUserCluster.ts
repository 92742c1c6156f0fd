/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { Name } from './name';
import type { SharedResourceLimit } from './sharedResourceLimit';

/**
 * One cluster the member is shared into, with the member's limit and usage there; resource_limit is absent until a limit is added.
 */
export interface SharedUserCluster {
  cluster_id: ClusterId;
  cluster_name?: Name;
  resource_limit?: SharedResourceLimit;
  resource_usage?: SharedResourceLimit;
}
