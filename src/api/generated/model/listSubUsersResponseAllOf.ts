/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SubUser } from './subUser';
import type { Count } from './count';

export type ListSubUsersResponseAllOf = {
  sub_user_set: SubUser[];
  total_count: Count;
};
