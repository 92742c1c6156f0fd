/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListClustersSortKey = typeof ListClustersSortKey[keyof typeof ListClustersSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListClustersSortKey = {
  create_time: 'create_time',
  cluster_name: 'cluster_name',
  status: 'status',
} as const;
