/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListExportsSortKey = typeof ListExportsSortKey[keyof typeof ListExportsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListExportsSortKey = {
  create_time: 'create_time',
  name: 'name',
  quota: 'quota',
  used: 'used',
} as const;
