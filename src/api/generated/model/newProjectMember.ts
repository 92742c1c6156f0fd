/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UserId } from './userId';
import type { Email } from './email';
import type { SharedPermission } from './sharedPermission';
import type { ProjectRoleType } from './projectRoleType';

/**
 * An account to add, identified by exactly one of user_id and email.
 */
export type NewProjectMember = (unknown & {
  user_id?: UserId;
  email?: Email;
  permission: SharedPermission;
  role_type?: ProjectRoleType;
}) | (unknown & {
  user_id?: UserId;
  email?: Email;
  permission: SharedPermission;
  role_type?: ProjectRoleType;
});
