/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterUser } from './clusterUser';
import type { Count } from './count';

export type ListClusterUsersResponseAllOf = {
  users_set: ClusterUser[];
  total_count: Count;
  /**
   * Core-hours of the cluster not yet allocated to any of its users: the upper bound of allocated_core_hours in the quota form.
   * @minimum 0
   */
  unallocated_core_hours?: number;
};
