/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { LoginAccount } from './loginAccount';
import type { Count } from './count';

export type DescribeLoginAccountsResponseAllOf = {
  login_account_set: LoginAccount[];
  total_count: Count;
};
