/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ProjectMemberUser } from './projectMemberUser';
import type { ProjectRoleType } from './projectRoleType';
import type { SharedPermission } from './sharedPermission';
import type { SharedRole } from './sharedRole';
import type { DateTime } from './dateTime';

/**
 * A member of a project: the account, its role type, its permission on the project's clusters and its shared role.
 */
export interface ProjectMember {
  member_user: ProjectMemberUser;
  role_type: ProjectRoleType;
  permission: SharedPermission;
  shared_role?: SharedRole;
  create_time: DateTime;
}
