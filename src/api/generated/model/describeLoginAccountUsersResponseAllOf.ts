/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LoginAccountUser } from './loginAccountUser';
import type { Count } from './count';

export type DescribeLoginAccountUsersResponseAllOf = {
  login_account_user_set: LoginAccountUser[];
  total_count: Count;
};
