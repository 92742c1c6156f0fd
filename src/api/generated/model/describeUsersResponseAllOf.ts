/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AccountUser } from './accountUser';
import type { Count } from './count';

export type DescribeUsersResponseAllOf = {
  user_set: AccountUser[];
  total_count: Count;
};
