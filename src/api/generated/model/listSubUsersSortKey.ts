/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListSubUsersSortKey = typeof ListSubUsersSortKey[keyof typeof ListSubUsersSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListSubUsersSortKey = {
  create_time: 'create_time',
  user_name: 'user_name',
} as const;
