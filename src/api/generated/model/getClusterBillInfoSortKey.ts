/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type GetClusterBillInfoSortKey = typeof GetClusterBillInfoSortKey[keyof typeof GetClusterBillInfoSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetClusterBillInfoSortKey = {
  start_time: 'start_time',
  amount: 'amount',
} as const;
