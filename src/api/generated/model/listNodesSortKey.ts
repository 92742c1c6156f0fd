/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListNodesSortKey = typeof ListNodesSortKey[keyof typeof ListNodesSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListNodesSortKey = {
  create_time: 'create_time',
  name: 'name',
  role: 'role',
  status: 'status',
} as const;
