/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListSoftwareApplicationsSortKey = typeof ListSoftwareApplicationsSortKey[keyof typeof ListSoftwareApplicationsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListSoftwareApplicationsSortKey = {
  create_time: 'create_time',
  status_time: 'status_time',
} as const;
