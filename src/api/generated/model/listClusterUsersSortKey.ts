/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListClusterUsersSortKey = typeof ListClusterUsersSortKey[keyof typeof ListClusterUsersSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListClusterUsersSortKey = {
  create_time: 'create_time',
  account: 'account',
  used_core_hours: 'used_core_hours',
  remaining_core_hours: 'remaining_core_hours',
  storage_used: 'storage_used',
} as const;
