/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type DescribeEipsSortKey = typeof DescribeEipsSortKey[keyof typeof DescribeEipsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DescribeEipsSortKey = {
  create_time: 'create_time',
  eip_name: 'eip_name',
} as const;
