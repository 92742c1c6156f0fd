/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AccountUserName } from './accountUserName';
import type { Email } from './email';
import type { SubUserPassword } from './subUserPassword';

export type CreateSubUserRequestAllOf = {
  user_name: AccountUserName;
  /** The address the sub-account signs in with. */
  email: Email;
  password: SubUserPassword;
};
