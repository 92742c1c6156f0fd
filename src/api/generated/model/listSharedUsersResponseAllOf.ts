/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedUser } from './sharedUser';
import type { Count } from './count';

export type ListSharedUsersResponseAllOf = {
  shared_user_set: SharedUser[];
  total_count: Count;
};
