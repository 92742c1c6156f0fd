/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type DescribeUsersSortKey = typeof DescribeUsersSortKey[keyof typeof DescribeUsersSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DescribeUsersSortKey = {
  create_time: 'create_time',
  user_name: 'user_name',
} as const;
