/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type DescribeLoginAccountUsersSortKey = typeof DescribeLoginAccountUsersSortKey[keyof typeof DescribeLoginAccountUsersSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DescribeLoginAccountUsersSortKey = {
  create_time: 'create_time',
  user_name: 'user_name',
} as const;
