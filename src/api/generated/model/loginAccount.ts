/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LoginAccountName } from './loginAccountName';
import type { UserId } from './userId';
import type { Count } from './count';
import type { AccountUserStatus } from './accountUserStatus';
import type { DateTime } from './dateTime';

/**
 * A login account of the owner. is_ldap tells whether it is an LDAP login account; it is always false on public cloud.
 */
export interface LoginAccount {
  login_account: LoginAccountName;
  owner: UserId;
  is_ldap: boolean;
  user_count?: Count;
  status?: AccountUserStatus;
  create_time?: DateTime;
}
