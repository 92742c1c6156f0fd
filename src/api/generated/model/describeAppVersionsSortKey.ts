/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type DescribeAppVersionsSortKey = typeof DescribeAppVersionsSortKey[keyof typeof DescribeAppVersionsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DescribeAppVersionsSortKey = {
  create_time: 'create_time',
  name: 'name',
} as const;
