/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { IamUserInfo } from './iamUserInfo';
import type { Count } from './count';

export type DescribeIamUsersResponseAllOf = {
  iam_user_set: IamUserInfo[];
  total_count: Count;
};
