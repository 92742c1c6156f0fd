/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedStatus } from './sharedStatus';
import type { SharedRole } from './sharedRole';
import type { SharedPermission } from './sharedPermission';
import type { Count } from './count';

export type ClusterProjectInfo = {
  shared_status?: SharedStatus;
  shared_role?: SharedRole;
  permission?: SharedPermission;
  project_id?: string;
  /** How many members the cluster is shared with (through projects and as shared members); answered to the owner's account, not to a member. */
  shared_member_count?: Count;
};
