/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UserId } from './userId';
import type { AccountUserName } from './accountUserName';
import type { Email } from './email';
import type { SubUserPermission } from './subUserPermission';
import type { DateTime } from './dateTime';

/**
 * A sub-account (user_type 1) of the signed-in owner, with its HPC permission. A sub-user is HPC-authorised when permission.status is enable; only authorised sub-users can be shared into a project.
 */
export interface SubUser {
  user_id: UserId;
  user_name: AccountUserName;
  email?: Email;
  permission: SubUserPermission;
  create_time?: DateTime;
}
