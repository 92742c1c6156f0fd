/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListSoftwareSortKey = typeof ListSoftwareSortKey[keyof typeof ListSoftwareSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListSoftwareSortKey = {
  create_time: 'create_time',
  sw_name: 'sw_name',
} as const;
