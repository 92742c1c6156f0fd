/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type DescribeLoginAccountsSortKey = typeof DescribeLoginAccountsSortKey[keyof typeof DescribeLoginAccountsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DescribeLoginAccountsSortKey = {
  create_time: 'create_time',
  login_account: 'login_account',
} as const;
