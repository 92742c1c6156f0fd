/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UserId } from './userId';
import type { AccountUserName } from './accountUserName';
import type { Email } from './email';
import type { UserRole } from './userRole';
import type { UserType } from './userType';
import type { AccountUserStatus } from './accountUserStatus';
import type { VerifyStatus } from './verifyStatus';
import type { DateTime } from './dateTime';

/**
 * A user of the cloud account system as DescribeUsers answers it: the owner, one of the owner's sub-users (user_type 1), or another account looked up by id or e-mail before it is shared into a project.
 */
export interface AccountUser {
  user_id: UserId;
  user_name: AccountUserName;
  email?: Email;
  role: UserRole;
  user_type: UserType;
  status: AccountUserStatus;
  /** The parent account of a sub-user; the user itself otherwise. */
  root_user_id?: UserId;
  verify_status?: VerifyStatus;
  create_time?: DateTime;
}
