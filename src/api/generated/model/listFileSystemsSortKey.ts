/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListFileSystemsSortKey = typeof ListFileSystemsSortKey[keyof typeof ListFileSystemsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListFileSystemsSortKey = {
  create_time: 'create_time',
  name: 'name',
  capacity: 'capacity',
} as const;
