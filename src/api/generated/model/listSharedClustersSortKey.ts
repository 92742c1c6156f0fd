/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListSharedClustersSortKey = typeof ListSharedClustersSortKey[keyof typeof ListSharedClustersSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListSharedClustersSortKey = {
  shared_user_count: 'shared_user_count',
  cluster_id: 'cluster_id',
} as const;
