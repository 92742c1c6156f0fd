/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { UserId } from './userId';
import type { AccountUserName } from './accountUserName';
import type { Email } from './email';

/**
 * The account behind a project member.
 */
export interface ProjectMemberUser {
  user_id: UserId;
  user_name?: AccountUserName;
  email?: Email;
}
