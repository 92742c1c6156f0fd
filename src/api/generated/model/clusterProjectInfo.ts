/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedStatus } from './sharedStatus';
import type { SharedRole } from './sharedRole';
import type { SharedPermission } from './sharedPermission';

export type ClusterProjectInfo = {
  shared_status?: SharedStatus;
  shared_role?: SharedRole;
  permission?: SharedPermission;
  project_id?: string;
};
