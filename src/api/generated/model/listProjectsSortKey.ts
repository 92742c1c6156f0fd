/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListProjectsSortKey = typeof ListProjectsSortKey[keyof typeof ListProjectsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListProjectsSortKey = {
  create_time: 'create_time',
  name: 'name',
} as const;
