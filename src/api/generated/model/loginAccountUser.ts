/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LoginAccountName } from './loginAccountName';
import type { UserId } from './userId';
import type { AccountUserName } from './accountUserName';
import type { Email } from './email';
import type { UserType } from './userType';
import type { DateTime } from './dateTime';

/**
 * A user who signs in with one of the owner's login accounts.
 */
export interface LoginAccountUser {
  login_account: LoginAccountName;
  user_id: UserId;
  user_name?: AccountUserName;
  email?: Email;
  user_type?: UserType;
  is_ldap: boolean;
  create_time?: DateTime;
}
