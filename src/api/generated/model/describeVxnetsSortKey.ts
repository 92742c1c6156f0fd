/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type DescribeVxnetsSortKey = typeof DescribeVxnetsSortKey[keyof typeof DescribeVxnetsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DescribeVxnetsSortKey = {
  create_time: 'create_time',
  vxnet_name: 'vxnet_name',
} as const;
