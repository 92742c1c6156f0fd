/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type DescribeIamUsersSortKey = typeof DescribeIamUsersSortKey[keyof typeof DescribeIamUsersSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DescribeIamUsersSortKey = {
  create_time: 'create_time',
  iamuser_name: 'iamuser_name',
} as const;
