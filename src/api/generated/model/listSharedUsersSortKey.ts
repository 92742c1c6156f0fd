/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListSharedUsersSortKey = typeof ListSharedUsersSortKey[keyof typeof ListSharedUsersSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListSharedUsersSortKey = {
  create_time: 'create_time',
  username: 'username',
  used_cpu_time: 'used_cpu_time',
  used_file_system_quota: 'used_file_system_quota',
} as const;
