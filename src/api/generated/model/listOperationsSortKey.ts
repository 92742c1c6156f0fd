/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListOperationsSortKey = typeof ListOperationsSortKey[keyof typeof ListOperationsSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListOperationsSortKey = {
  create_time: 'create_time',
  status_time: 'status_time',
} as const;
