/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type DescribeS2ServersSortKey = typeof DescribeS2ServersSortKey[keyof typeof DescribeS2ServersSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DescribeS2ServersSortKey = {
  create_time: 'create_time',
  name: 'name',
  status: 'status',
} as const;
