/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type DescribeRoutersSortKey = typeof DescribeRoutersSortKey[keyof typeof DescribeRoutersSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DescribeRoutersSortKey = {
  create_time: 'create_time',
  router_name: 'router_name',
} as const;
